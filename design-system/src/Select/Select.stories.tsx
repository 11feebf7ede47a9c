import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Select } from './Select';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Riskitaso',
    name: 'risk',
    onChange: fn(),
    children: (
      <>
        <option value="">Valitse</option>
        <option value="low">Matala</option>
        <option value="high">Korkea</option>
      </>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Riskitaso' });
    await userEvent.selectOptions(select, 'high');
    await expect(select).toHaveValue('high');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { error: 'Valitse riskitaso.', required: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Riskitaso' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Valitse riskitaso.');
  },
};

export const Catalogue: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--tn-space-5)' }}>
      <Select label="Tila">
        <option>Avoin</option>
        <option>Suljettu</option>
      </Select>
      <Select label="Vastuuhenkilö" required>
        <option>Anna Admin</option>
      </Select>
      <Select label="Sivukoko" size="sm" hideLabel>
        <option>25</option>
        <option>50</option>
      </Select>
      <Select label="Tiimi" error="Valitse tiimi." defaultValue="">
        <option value="">Valitse</option>
      </Select>
      <Select label="Kieli" disabled>
        <option>Suomi</option>
      </Select>
    </div>
  ),
};
