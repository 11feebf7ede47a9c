import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { ToggleChip } from './ToggleChip';

const meta = {
  title: 'Components/ToggleChip',
  component: ToggleChip,
  args: { pressed: false, children: 'Seurannassa' },
} satisfies Meta<typeof ToggleChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

export const On: Story = { args: { pressed: true } };

export const Toggles: Story = {
  render: function Render(args) {
    const [pressed, setPressed] = useState(false);
    return <ToggleChip {...args} pressed={pressed} onClick={() => setPressed(!pressed)} />;
  },
  play: async ({ canvas, userEvent }) => {
    const chip = canvas.getByRole('button', { name: 'Seurannassa' });
    await userEvent.click(chip);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
  },
};
