import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';
import type { DialogProps } from './Dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    open: true,
    kind: 'error',
    title: 'Virhe',
    message: 'Sähköposti tai salasana on väärin.',
    closeLabel: 'OK',
    onClose: fn(),
  },
  argTypes: { kind: { control: 'inline-radio', options: ['error', 'success', 'confirm'] } },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorDialog: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Virhe' });
    await expect(dialog).toHaveAccessibleDescription('Sähköposti tai salasana on väärin.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const SuccessDialog: Story = {
  args: { kind: 'success', title: 'Valmis!', message: 'Salasana on vaihdettu.' },
};

export const ConfirmDialog: Story = {
  args: {
    kind: 'confirm',
    title: 'Poista asiakas?',
    message: 'Asiakkaan Esimerkki Oy tiedot ja liitteet poistetaan pysyvästi.',
    closeLabel: 'Peruuta',
    confirmLabel: 'Poista',
    destructive: true,
    onConfirm: fn(),
  },
  play: async ({ args, userEvent }) => {
    await expect(await screen.findByRole('button', { name: 'Peruuta' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Poista' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

function Opener(args: DialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Näytä virhe</Button>
      <Dialog
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

export const EscapeCloses: Story = {
  render: (args) => <Opener {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'Näytä virhe' });
    await userEvent.click(opener);
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};
