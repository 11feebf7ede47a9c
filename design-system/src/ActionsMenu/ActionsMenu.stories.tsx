import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ActionsMenu } from './ActionsMenu';

const meta = {
  title: 'Components/ActionsMenu',
  component: ActionsMenu,
  args: {
    label: 'Lisää toimintoja',
    actions: [
      { id: 'assign', label: 'Vaihda vastuuhenkilö', onSelect: fn() },
      { id: 'archive', label: 'Arkistoi…', onSelect: fn() },
      { id: 'delete', label: 'Poista pysyvästi…', destructive: true, onSelect: fn() },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 220 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ActionsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The arrows, Home and End move between the items; Escape closes the menu and gives the focus back. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: /Lisää toimintoja/ });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Vaihda vastuuhenkilö' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('menuitem', { name: 'Poista pysyvästi…' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowUp}');
    await expect(canvas.getByRole('menuitem', { name: 'Poista pysyvästi…' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}{ArrowDown}{Enter}');
    await expect(args.actions[1]?.onSelect).toHaveBeenCalled();
  },
};

/** An action that cannot be taken now stays in the menu, disabled, with the reason under its label. */
export const DisabledWithReason: Story = {
  args: {
    actions: [
      { id: 'archive', label: 'Arkistoi…', disabledReason: 'Asiakas on jäädytetty: purkakaa jäädytys ensin.', onSelect: fn() },
      { id: 'delete', label: 'Poista pysyvästi…', destructive: true, onSelect: fn() },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Lisää toimintoja/ }));
    await expect(canvas.getByRole('menuitem', { name: 'Arkistoi…' })).toHaveAttribute('aria-disabled', 'true');
  },
};
