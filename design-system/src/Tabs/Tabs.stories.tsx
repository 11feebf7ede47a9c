import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Tabs } from './Tabs';
import type { TabsProps } from './Tabs';

type View = 'all' | 'open' | 'silenced';
const tabs = [
  { key: 'all', label: 'Kaikki' },
  { key: 'open', label: 'Avoimet' },
  { key: 'silenced', label: 'Hiljennetyt' },
] satisfies TabsProps<View>['tabs'];

const meta = {
  title: 'Components/Tabs',
  component: Tabs<View>,
  args: { label: 'Hälytysnäkymä', tabs, selected: 'all', onSelect: fn() },
} satisfies Meta<typeof Tabs<View>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Keyboard: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState<View>('all');
    return (
      <>
        <Tabs {...args} selected={selected} onSelect={setSelected} panelId="tabs-panel" />
        <div id="tabs-panel" role="tabpanel" style={{ padding: 'var(--tn-space-4)' }}>
          {selected}
        </div>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Kaikki' }));
    await userEvent.keyboard('{ArrowRight}');
    const open = canvas.getByRole('tab', { name: 'Avoimet' });
    await expect(open).toHaveFocus();
    await expect(open).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('open');
  },
};
