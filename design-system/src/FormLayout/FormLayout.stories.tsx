import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Select } from '../Select/Select';
import { TextArea } from '../TextArea/TextArea';
import { TextInput } from '../TextInput/TextInput';
import { CheckGroup, FieldGrid, FormFooter, FormSection, WideField } from './FormLayout';

const meta = {
  title: 'Components/FormLayout',
  component: FormSection,
  args: { title: 'Perustiedot', help: 'Nämä näkyvät asiakkaille lähetetyissä viesteissä.' },
} satisfies Meta<typeof FormSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A settings page's form: titled sections, a grid of fields in each, and the footer with its actions. */
export const SettingsForm: Story = {
  args: { onSubmit: fn() },
  render: function Render({ onSubmit, ...args }) {
    return (
      <form
        aria-label="Organisaatio"
        style={{ display: 'flex', flexDirection: 'column', gap: 'var(--tn-space-4)', maxWidth: 960 }}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit?.(event);
        }}
      >
        <FormSection {...args}>
          <FieldGrid minColumnWidth={240}>
            <TextInput label="Nimi" required />
            <TextInput label="Y-tunnus" />
            <TextInput label="Puhelin" type="tel" />
          </FieldGrid>
        </FormSection>
        <FormSection title="Lähetykset" help="Kun muistutukset lähetetään.">
          <CheckGroup legend="Viikonpäivät">
            <Checkbox label="Maanantai" />
            <Checkbox label="Tiistai" />
            <Checkbox label="Keskiviikko" />
          </CheckGroup>
        </FormSection>
        <FormFooter secondary={<Button>Lähetä testiviesti</Button>}>
          <span role="status">Tallennettu</span>
          <Button type="submit" variant="primary">
            Tallenna
          </Button>
        </FormFooter>
      </form>
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'Perustiedot' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Nimi/), 'Tunne Oy');
    await userEvent.click(canvas.getByLabelText('Tiistai'));
    await expect(canvas.getByLabelText('Tiistai')).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Tallenna' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** A dialog's fields: two columns (one on a phone), long fields across both. */
export const DialogFields: Story = {
  render: () => (
    <FieldGrid style={{ maxWidth: 640 }}>
      <TextInput label="Etunimi" />
      <TextInput label="Sukunimi" />
      <Select label="Rooli">
        <option>Omistaja</option>
        <option>Edustaja</option>
      </Select>
      <TextInput label="Osuus (%)" inputMode="decimal" />
      <WideField>
        <TextArea label="Lisätiedot" rows={3} />
      </WideField>
      <CheckGroup legend="Poliittisesti vaikutusvaltainen">
        <Checkbox label="Itse" />
        <Checkbox label="Perheenjäsen" />
        <Checkbox label="Läheinen yhtiökumppani" />
      </CheckGroup>
    </FieldGrid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Poliittisesti vaikutusvaltainen' })).toBeVisible();
    await expect(canvas.getByLabelText('Lisätiedot')).toBeVisible();
  },
};

/** On a phone (≤ 600 px) the grid is one column. */
export const Phone: Story = {
  ...DialogFields,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
