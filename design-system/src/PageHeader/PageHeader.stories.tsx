import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: { title: 'Asiakkaat' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { context: '124 asiakasta · päivitetty 22.11.2026 06:40', actions: <Button variant="primary">Lisää asiakas</Button> },
};

export const Catalogue: Story = {
  render: () => (
    <div>
      <PageHeader title="Profiili" />
      <PageHeader title="Haku" context="Hae asiakkaita nimellä tai Y-tunnuksella" />
      <PageHeader
        title="Esimerkki Oy"
        context="Yritys · 1234567-1"
        actions={
          <>
            <Button>Arkistoi</Button>
            <Button variant="primary">Lähetä KYC-lomake</Button>
          </>
        }
      />
    </div>
  ),
};
