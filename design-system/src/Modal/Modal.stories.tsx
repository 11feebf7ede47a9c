import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextInput } from '../TextInput/TextInput';
import { Modal } from './Modal';
import type { ModalProps } from './Modal';

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: {
    open: true,
    title: 'Muokkaa yhteystietoja',
    closeLabel: 'Sulje',
    onClose: fn(),
    children: 'Modal content',
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

function ModalDemo(args: ModalProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        Avaa
      </Button>
      <Modal
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
        footer={
          <>
            <Button onClick={() => setOpen(false)}>Peruuta</Button>
            <Button variant="primary" onClick={() => setOpen(false)}>
              Tallenna
            </Button>
          </>
        }
      >
        <div style={{ display: 'grid', gap: 'var(--tn-space-4)' }}>
          <TextInput label="Nimi" defaultValue="Matti Meikäläinen" />
          <TextInput label="Puhelin" type="tel" defaultValue="+358 40 123 4567" />
        </div>
      </Modal>
    </>
  );
}

export const Default: Story = {
  render: (args) => <ModalDemo {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'Avaa' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Muokkaa yhteystietoja' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(screen.getByRole('textbox', { name: 'Nimi' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

export const FocusTrap: Story = {
  render: (args) => <ModalDemo {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Avaa' }));
    await screen.findByRole('dialog');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Tallenna' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Sulje' })).toHaveFocus();
  },
};

export const OpenWithFooter: Story = {
  args: {
    children: 'Tiedot tallennetaan asiakkaan kortille.',
    footer: <Button variant="primary">OK</Button>,
  },
};

export const Sizes: Story = {
  args: { size: 'lg', children: 'A wide modal for longer forms.' },
};
