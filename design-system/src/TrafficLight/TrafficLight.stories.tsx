import type { Meta, StoryObj } from '@storybook/react-vite';
import { TrafficLight } from './TrafficLight';

const meta = {
  title: 'Feedback/TrafficLight',
  component: TrafficLight,
  args: { status: 'green', label: 'Valmis' },
  argTypes: { status: { control: 'inline-radio', options: ['grey', 'green', 'yellow', 'red'] } },
} satisfies Meta<typeof TrafficLight>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalogue: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--tn-space-3)', justifyItems: 'start' }}>
      <TrafficLight status="grey" label="Ei aloitettu" />
      <TrafficLight status="green" label="Valmis" />
      <TrafficLight status="yellow" label="Odottaa vastausta" />
      <TrafficLight status="red" label="Puuttuu tietoja" />
      <div style={{ display: 'flex', gap: 'var(--tn-space-2)' }}>
        <TrafficLight status="grey" label="Ei aloitettu" compact />
        <TrafficLight status="green" label="Valmis" compact />
        <TrafficLight status="yellow" label="Odottaa vastausta" compact />
        <TrafficLight status="red" label="Puuttuu tietoja" compact />
      </div>
    </div>
  ),
};
