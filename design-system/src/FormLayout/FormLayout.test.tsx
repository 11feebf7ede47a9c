import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { TextInput } from '../TextInput/TextInput';
import { CheckGroup, FieldGrid, FormFooter, FormNote, FormSection, WideField } from './FormLayout';

describe('FormLayout', () => {
  it('names a group of fields by its legend, with the help line under it', () => {
    render(
      <FormSection title="Yhteystiedot" help="Näkyvät asiakkaille lähetetyissä viesteissä.">
        <FieldGrid>
          <TextInput label="Puhelin" />
          <WideField>
            <TextInput label="Osoite" />
          </WideField>
        </FieldGrid>
      </FormSection>,
    );
    const group = screen.getByRole('group', { name: 'Yhteystiedot' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group.textContent).toContain('Näkyvät asiakkaille lähetetyissä viesteissä.');
    expect(screen.getByLabelText('Puhelin')).toBeTruthy();
  });

  it('is a region named by its heading as a section, and a plain box without a title', () => {
    const { container } = render(
      <>
        <FormSection as="section" title="Nykyinen logo" headingLevel={3}>
          <p>logo</p>
        </FormSection>
        <FormSection help="Ohje" data-testid="plain" />
      </>,
    );
    const region = screen.getByRole('region', { name: 'Nykyinen logo' });
    expect(region.querySelector('h3')?.textContent).toBe('Nykyinen logo');
    expect(screen.getByTestId('plain').tagName).toBe('DIV');
    expect(container.querySelectorAll('fieldset')).toHaveLength(0);
  });

  it('lays fields on two columns, or as many as fit at the given width', () => {
    render(
      <>
        <FieldGrid data-testid="two" />
        <FieldGrid data-testid="fill" minColumnWidth={240} />
      </>,
    );
    expect(screen.getByTestId('two').style.getPropertyValue('--field-grid-min')).toBe('');
    expect(screen.getByTestId('fill').style.getPropertyValue('--field-grid-min')).toBe('240px');
  });

  it('names a check group by its legend', () => {
    render(
      <CheckGroup legend="Oikeudet" direction="column">
        <Checkbox label="Pääkäyttäjä" />
      </CheckGroup>,
    );
    expect(screen.getByRole('group', { name: 'Oikeudet' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Pääkäyttäjä' })).toBeTruthy();
  });

  it('puts the secondary action first and the primary action last in the footer', async () => {
    const user = userEvent.setup();
    const onTest = vi.fn();
    render(
      <FormFooter secondary={<Button onClick={onTest}>Lähetä testiviesti</Button>}>
        <span role="status">Tallennettu</span>
        <Button variant="primary">Tallenna</Button>
      </FormFooter>,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Lähetä testiviesti', 'Tallenna']);
    await user.click(buttons[0]!);
    expect(onTest).toHaveBeenCalledTimes(1);
  });

  it('writes a note as a paragraph, in its tone', () => {
    render(
      <>
        <FormNote>Vihje</FormNote>
        <FormNote tone="error" role="alert" wide>
          Virhe
        </FormNote>
      </>,
    );
    expect(screen.getByText('Vihje').tagName).toBe('P');
    expect(screen.getByRole('alert').textContent).toBe('Virhe');
    expect(screen.getByRole('alert').className).not.toBe(screen.getByText('Vihje').className);
  });
});
