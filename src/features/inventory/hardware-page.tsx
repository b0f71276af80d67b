import { InventoryPage } from './inventory-page';

export default function HardwarePage() {
  return <InventoryPage kind="hardware" />;
}
