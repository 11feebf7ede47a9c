import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { TextInput } from '../TextInput/TextInput';
import { FormDialog } from './FormDialog';

const meta = {
  title: 'Components/FormDialog',
  component: FormDialog,
  args: {
    open: true,
    title: 'Uusi kysymys',
    submitLabel: 'Tallenna',
    cancelLabel: 'Peruuta',
    closeLabel: 'Sulje',
    onSubmit: fn(),
    onClose: fn(),
    children: <TextInput label="Kysymys" required />,
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const field = await screen.findByRole('textbox', { name: /Kysymys/ });
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'Asiakkaan toimiala{Enter}');
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const Busy: Story = { args: { busy: true } };

export const WithError: Story = {
  args: { error: 'Tallennus epäonnistui: nimi on jo käytössä.' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Tallennus epäonnistui');
  },
};
