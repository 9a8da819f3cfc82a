import {
  CalendarRange,
  ChefHat,
  LayoutDashboard,
  ScanLine,
  Scale,
  Timer,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** The signed-in navigation row, in the order the header shows it. */
export const APP_NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
  { label: 'KetoVision', to: '/ketovision', icon: ScanLine },
  { label: 'My Recipes', to: '/my-recipes', icon: ChefHat },
  { label: 'My Meals', to: '/my-meals', icon: UtensilsCrossed },
  { label: 'Weight', to: '/weight-tracker', icon: Scale },
  { label: 'Fasting', to: '/fasting-tracker', icon: Timer },
  { label: 'Metashift', to: '/metashift', icon: CalendarRange },
];
