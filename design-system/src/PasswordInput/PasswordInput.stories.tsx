import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PasswordInput } from './PasswordInput';

const meta = {
  title: 'Forms/PasswordInput',
  component: PasswordInput,
  args: { label: 'Salasana', name: 'password', showLabel: 'Näytä salasana', hideLabel: 'Piilota salasana' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Toggles: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Salasana');
    await userEvent.type(input, 'Tunne-demo-2026');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Näytä salasana' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Piilota salasana' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Catalogue: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--tn-space-5)' }}>
      <PasswordInput {...args} required />
      <PasswordInput {...args} label="Uusi salasana" autoComplete="new-password" hint="Vähintään 12 merkkiä" />
      <PasswordInput {...args} label="Vanha salasana" defaultValue="secret" error="Salasana on väärin." />
      <PasswordInput {...args} label="Lukittu" disabled />
    </div>
  ),
};
