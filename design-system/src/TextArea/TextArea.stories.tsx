import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Perustelu', name: 'reason', onChange: fn(), onBlur: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Perustelu' });
    await userEvent.type(textarea, 'Tarkistettu.');
    await expect(textarea).toHaveValue('Tarkistettu.');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { error: 'Perustelu puuttuu.', hint: 'Näkyy tapahtumahistoriassa', required: true, markRequired: true },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Perustelu' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('Näkyy tapahtumahistoriassa Perustelu puuttuu.');
  },
};

export const Catalogue: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--tn-space-5)' }}>
      <TextArea label="Kommentti" placeholder="Kirjoita kommentti" />
      <TextArea label="Perustelu" required markRequired hint="Näkyy tapahtumahistoriassa" />
      <TextArea label="Vastaus" defaultValue="" error="Vastaus puuttuu." required />
      <TextArea label="Muistiinpano" defaultValue="Lukittu" disabled />
    </div>
  ),
};
