import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Seuranta päällä', name: 'monitoring', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Seuranta päällä' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText('Seuranta päällä'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Catalogue: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--tn-space-3)' }}>
      <Checkbox label="Valitsematon" />
      <Checkbox label="Valittu" defaultChecked />
      <Checkbox label="Ei muokattavissa" disabled />
      <Checkbox label="Valittu, ei muokattavissa" defaultChecked disabled />
    </div>
  ),
};
