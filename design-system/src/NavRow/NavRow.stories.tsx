import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn } from 'storybook/test';
import { NavRow } from './NavRow';

function Icon() {
  return (
    <svg width="18" height="18" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5">
      <circle cx="8" cy="5.5" r="2.75" />
      <path d="M2.5 14c.6-2.8 2.8-4.5 5.5-4.5s4.9 1.7 5.5 4.5" />
    </svg>
  );
}

const meta = {
  title: 'Navigation/NavRow',
  component: NavRow,
  args: {
    label: 'Asiakkaat',
    href: '/app/customers',
    icon: <Icon />,
    onNavigate: fn((_href: string, event: MouseEvent) => event.preventDefault()),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 240, padding: 'var(--tn-space-2)', background: 'var(--tn-color-nav-bg)' }}>{Story()}</div>
    ),
  ],
} satisfies Meta<typeof NavRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Asiakkaat' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/customers', expect.anything());
  },
};

export const Active: Story = { args: { active: true } };

export const Catalogue: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--tn-space-1)' }}>
      <NavRow {...args} label="Etusivu" href="/app/" />
      <NavRow {...args} active />
      <NavRow {...args} label="Poistetut asiakkaat" href="/app/removedcustomers" />
      <NavRow {...args} label="Ilman kuvaketta" href="/app/x" icon={undefined} />
      <NavRow {...args} label="Ohjeet" href="https://example.com" external externalHint="(avautuu uuteen välilehteen)" />
    </div>
  ),
};
