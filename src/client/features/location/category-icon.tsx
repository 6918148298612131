import { Beer, Cake, Coffee, MapPin, Martini, Trees, Utensils } from "lucide-react";
import { CATEGORY_LABELS, type LocationCategory } from "../../../shared/location-rules.ts";
import { Badge } from "../../components/ui/badge.tsx";

const ICONS = {
  cafe: Coffee,
  bar: Martini,
  brewery: Beer,
  restaurant: Utensils,
  bakery: Cake,
  park: Trees,
  other: MapPin,
} satisfies Record<LocationCategory, unknown>;

/** The category's icon on a soft tile; decoration, the badge beside it names the category. */
export function CategoryIcon({ category }: { category: LocationCategory }) {
  const Icon = ICONS[category] ?? MapPin;
  return (
    <span className="grid size-9 shrink-0 place-content-center rounded-xl bg-secondary text-primary">
      <Icon className="size-4" aria-hidden="true" />
    </span>
  );
}

export function CategoryBadge({ category }: { category: LocationCategory }) {
  return <Badge variant="outline">{CATEGORY_LABELS[category] ?? CATEGORY_LABELS.other}</Badge>;
}
