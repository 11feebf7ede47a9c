import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner, spinnerDelayMs } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { label: 'Ladataan asiakkaita', delayMs: spinnerDelayMs },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Appears after the spec's 750 ms delay. */
export const Default: Story = {};

export const AppearsAfterDelay: Story = {
  args: { delayMs: 300 },
  play: async ({ canvas, step }) => {
    await step('hidden before the delay', async () => {
      await expect(canvas.queryByRole('status')).toBeNull();
    });
    await step('visible after the delay', async () => {
      const status = await canvas.findByRole('status', {}, { timeout: 2000 });
      await expect(status).toHaveTextContent('Ladataan asiakkaita');
    });
  },
};

export const Catalogue: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--tn-space-6)', alignItems: 'center' }}>
      <Spinner {...args} size="sm" delayMs={0} />
      <Spinner {...args} size="md" delayMs={0} />
      <Spinner {...args} size="lg" delayMs={0} />
      <Spinner {...args} size="md" delayMs={0} showLabel />
    </div>
  ),
};
