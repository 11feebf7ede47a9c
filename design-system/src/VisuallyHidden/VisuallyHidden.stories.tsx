import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: ' (myöhässä)' },
  render: (args) => (
    <p>
      12.11.2026
      <VisuallyHidden {...args} />
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The date reads "12.11.2026 (myöhässä)" to a screen reader; the screen shows the date in red only. */
export const InText: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('(myöhässä)')).toBeInTheDocument();
  },
};
