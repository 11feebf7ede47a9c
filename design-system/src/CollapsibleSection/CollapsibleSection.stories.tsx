import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { CollapsibleSection } from './CollapsibleSection';

const meta = {
  title: 'Components/CollapsibleSection',
  component: CollapsibleSection,
  args: {
    id: 'owners',
    title: 'Omistajat',
    count: 2,
    light: { status: 'yellow', label: 'Kesken' },
    expandLabel: 'Avaa tai sulje',
    actions: <Button size="sm">Lisää</Button>,
    children: <p>Matti Meikäläinen, 60 %</p>,
  },
} satisfies Meta<typeof CollapsibleSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Closed: Story = { args: { defaultOpen: false } };

export const Toggles: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: /Omistajat/ });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByText('Matti Meikäläinen, 60 %')).toBeVisible();
  },
};
