import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { LanguageChooser } from './LanguageChooser';
import type { LanguageChooserProps } from './LanguageChooser';

const meta = {
  title: 'Navigation/LanguageChooser',
  component: LanguageChooser,
  args: {
    label: 'Kieli',
    value: 'fi',
    onChange: fn(),
    options: [
      { value: 'fi', label: 'Suomi' },
      { value: 'en', label: 'English' },
      { value: 'se', label: 'Svenska' },
    ],
  },
} satisfies Meta<typeof LanguageChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(args: LanguageChooserProps) {
  const [value, setValue] = useState(args.value);
  return (
    <LanguageChooser
      {...args}
      value={value}
      onChange={(next) => {
        args.onChange(next);
        setValue(next);
      }}
    />
  );
}

export const Default: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Kieli' });
    await userEvent.selectOptions(select, 'en');
    await expect(args.onChange).toHaveBeenCalledWith('en');
    await expect(select).toHaveValue('en');
  },
};

export const InTopBar: Story = {
  render: (args) => (
    <div
      style={{
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'center',
        height: 'var(--tn-topbar-height)',
        padding: '0 var(--tn-space-4)',
        background: 'var(--tn-color-surface)',
        borderBottom: '1px solid var(--tn-color-border)',
      }}
    >
      <Controlled {...args} />
    </div>
  ),
};
