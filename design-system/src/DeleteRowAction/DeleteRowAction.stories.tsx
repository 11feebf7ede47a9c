import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { DeleteRowAction } from './DeleteRowAction';

const meta = {
  title: 'Components/DeleteRowAction',
  component: DeleteRowAction,
  args: {
    label: 'Poista',
    accessibleName: 'Poista kysymys: Asiakkaan toimiala',
    title: 'Poista kysymys?',
    message: 'Kysymys "Asiakkaan toimiala" ja sen vastausvaihtoehdot poistetaan.',
    confirmLabel: 'Poista',
    cancelLabel: 'Peruuta',
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
    onError: fn(),
  },
} satisfies Meta<typeof DeleteRowAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmAndDelete: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Poista kysymys: Asiakkaan toimiala' }));
    const dialog = await screen.findByRole('dialog', { name: 'Poista kysymys?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Poista' }));
    await expect(args.onConfirm).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Cancel: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Poista kysymys: Asiakkaan toimiala' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Peruuta' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
