import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TrafficLight } from './TrafficLight';
import type { TrafficLightStatus } from './TrafficLight';

describe('TrafficLight', () => {
  it.each<TrafficLightStatus>(['grey', 'green', 'yellow', 'red'])('shows text and an icon for %s, never colour alone', (status) => {
    const { container } = render(<TrafficLight status={status} label={`Tila ${status}`} />);
    expect(screen.getByText(`Tila ${status}`)).toBeTruthy();
    expect(container.querySelector('svg')).not.toBeNull();
    expect(container.firstElementChild?.getAttribute('data-status')).toBe(status);
  });

  it('keeps the label as text for assistive technology when compact', () => {
    const { container } = render(<TrafficLight status="red" label="Puuttuu" compact />);
    expect(container.textContent).toBe('Puuttuu');
    expect(container.firstElementChild?.getAttribute('title')).toBe('Puuttuu');
  });
});
