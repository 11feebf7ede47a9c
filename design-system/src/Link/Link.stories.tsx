import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '#asiakas', children: 'Esimerkki Oy', onClick: fn((event: { preventDefault: () => void }) => event.preventDefault()) },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {};

export const Strong: Story = {
  args: { emphasis: 'strong' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Esimerkki Oy' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};
