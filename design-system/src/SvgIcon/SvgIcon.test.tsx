import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SvgIcon } from './SvgIcon';

describe('SvgIcon', () => {
  it('draws a decorative 16px icon in the text colour, its props overriding the defaults', () => {
    const { container } = render(
      <SvgIcon strokeWidth="1.6" data-testid="icon">
        <path d="M4 4l8 8" />
      </SvgIcon>,
    );
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.getAttribute('stroke')).toBe('currentColor');
    expect(svg.getAttribute('width')).toBe('16');
    expect(svg.getAttribute('stroke-width')).toBe('1.6');
    expect(svg.querySelector('path')).not.toBeNull();
  });
});
