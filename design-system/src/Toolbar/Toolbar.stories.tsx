import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { Select } from '../Select/Select';
import { TextInput } from '../TextInput/TextInput';
import { Toolbar } from './Toolbar';

const meta = {
  title: 'Components/Toolbar',
  component: Toolbar,
  args: {
    label: 'Suodattimet',
    children: (
      <>
        <TextInput label="Hae" />
        <Select label="Tila">
          <option>Kaikki</option>
          <option>Avoimet</option>
        </Select>
      </>
    ),
    actions: <Button variant="primary">Lisää</Button>,
  },
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Suodattimet' })).toBeVisible();
  },
};

export const ActionsOnly: Story = { args: { label: undefined, children: undefined } };
