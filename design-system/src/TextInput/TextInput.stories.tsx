import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextInput } from './TextInput';

const meta = {
  title: 'Forms/TextInput',
  component: TextInput,
  args: { label: 'Sähköposti', name: 'email', type: 'email', onChange: fn(), onBlur: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Sähköposti' });
    await userEvent.type(input, 'admin@example.com');
    await expect(input).toHaveValue('admin@example.com');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { defaultValue: 'admin@', error: 'Sähköpostiosoite on virheellinen.', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Sähköposti' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Sähköpostiosoite on virheellinen.');
  },
};

export const Catalogue: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--tn-space-5)' }}>
      <TextInput label="Nimi" placeholder="Etunimi Sukunimi" />
      <TextInput label="Y-tunnus" required hint="Muodossa 1234567-1" />
      <TextInput label="Sähköposti" defaultValue="admin@" error="Sähköpostiosoite on virheellinen." required />
      <TextInput label="Organisaatio" defaultValue="Demo Oy" disabled />
      <TextInput label="Puhelin" type="tel" defaultValue="+358 40 123 4567" readOnly />
    </div>
  ),
};
