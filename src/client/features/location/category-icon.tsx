import { Beer, Cake, Coffee, MapPin, Martini, Trees, Utensils } from "lucide-react";
import type { LocationCategory } from "../../../shared/location-rules.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { type MessageId, useT } from "../../i18n/i18n.ts";

const ICONS = {
  cafe: Coffee,
  bar: Martini,
  brewery: Beer,
  restaurant: Utensils,
  bakery: Cake,
  park: Trees,
  other: MapPin,
} satisfies Record<LocationCategory, unknown>;

/** Each category's name (CATEGORY_LABELS in English). */
const NAMES: Record<LocationCategory, MessageId> = {
  cafe: "create.categoryCafe",
  bar: "create.categoryBar",
  brewery: "create.categoryBrewery",
  restaurant: "create.categoryRestaurant",
  bakery: "create.categoryBakery",
  park: "create.categoryPark",
  other: "create.categoryOther",
};

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
  const t = useT();
  return <Badge variant="outline">{t(NAMES[category] ?? NAMES.other)}</Badge>;
}
