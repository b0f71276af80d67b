import { InventoryPage } from './inventory-page';

export default function SoftwarePage() {
  return <InventoryPage kind="software" />;
}
