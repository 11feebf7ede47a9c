import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SvgIcon } from './SvgIcon';

const meta = {
  title: 'Components/SvgIcon',
  component: SvgIcon,
  args: { children: <path d="M3.5 8.5l3 3 6-7" /> },
  render: (args) => (
    <span>
      <SvgIcon {...args} /> Tallennettu
    </span>
  ),
} satisfies Meta<typeof SvgIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A check beside its text: the text names it, the icon is hidden from a screen reader. */
export const BesideText: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  },
};

/** A finer line (the shell's menu icons). */
export const FinerLine: Story = { args: { strokeWidth: '1.6' } };
