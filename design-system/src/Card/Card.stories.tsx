import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { TrafficLight } from '../TrafficLight/TrafficLight';
import { Card } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: { title: 'Edunsaajat', children: 'Tosiasialliset edunsaajat ja omistusosuudet.' },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalogue: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--tn-space-4)' }}>
      <Card title="Perustiedot">Nimi, Y-tunnus ja osoite.</Card>
      <Card
        title="Edunsaajat (2)"
        actions={
          <>
            <TrafficLight status="green" label="Valmis" />
            <Button size="sm" variant="ghost">
              Muokkaa
            </Button>
          </>
        }
      >
        Kaksi edunsaajaa lisätty.
      </Card>
      <Card as="div">Card without a header, as a plain div.</Card>
    </div>
  ),
};
