import { Check, LoaderCircle, MapPin, Search, Star } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import {
  type ChosenLocation,
  customLocation,
  isSearchable,
  MAX_SEARCH_LENGTH,
  mapsQueryUrl,
  matchesSuggestion,
  PLACE_SEARCH_DEBOUNCE_MS,
  placeLocation,
  suggestionLocation,
} from "../../../shared/location-rules.ts";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { useT } from "../../i18n/i18n.ts";
import { cn } from "../../lib/cn.ts";
import { useLocationSuggestions, usePlaceSearch } from "./api.ts";
import { CategoryBadge, CategoryIcon } from "./category-icon.tsx";
import { useDebouncedValue } from "./use-debounced-value.ts";

/**
 * The body of the "Choose Location" dialog: search (places from the maps service after a pause,
 * local suggestions filtered as you type) and a custom location. Rendered only while open, so
 * closing it clears the search.
 */
export function LocationSearch({
  vibe,
  onChoose,
}: {
  vibe?: string;
  onChoose: (choice: ChosenLocation) => void;
}) {
  const ids = useId();
  const t = useT();
  const [text, setText] = useState("");
  const [customText, setCustomText] = useState("");
  const typed = text.trim();
  const settled = useDebouncedValue(typed, PLACE_SEARCH_DEBOUNCE_MS);
  const places = usePlaceSearch(settled);
  const suggestions = useLocationSuggestions(vibe, true);

  const searchable = isSearchable(typed);
  const searching = searchable && (settled !== typed || places.isFetching);
  const placeResults = searchable && settled === typed ? (places.data ?? []) : [];
  const matching = (suggestions.data ?? []).filter((s) => matchesSuggestion(s, typed));
  const nothingFound =
    typed !== "" &&
    !searching &&
    !suggestions.isLoading &&
    placeResults.length === 0 &&
    matching.length === 0;
  const custom = customLocation(customText);
  const showList = searching || placeResults.length > 0 || matching.length > 0 || nothingFound;

  return (
    <div className="grid min-w-0 gap-4">
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label={t("create.searchPlace")}
          placeholder={t("create.searchPlaceholder")}
          autoComplete="off"
          maxLength={MAX_SEARCH_LENGTH}
          className="pl-9"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>

      {/* Roughly 15rem tall (spec); boxed so a longer list reads as one to scroll. */}
      <div
        className={cn("max-h-60 overflow-y-auto", showList && "rounded-xl border px-3 py-1")}
        aria-busy={searching}
      >
        {searching && (
          <p role="status" className="flex items-center gap-2 py-2 text-sm text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            {t("create.searching")}
          </p>
        )}
        {placeResults.length > 0 && (
          <PlaceGroup title={t("create.searchResults")} titleId={`${ids}-places`}>
            {placeResults.map((place) => (
              <PlaceRow
                key={place.id}
                icon={
                  <span className="grid size-9 shrink-0 place-content-center rounded-xl bg-secondary text-primary">
                    <MapPin className="size-4" aria-hidden="true" />
                  </span>
                }
                name={place.name}
                address={place.address}
                meta={
                  place.rating !== null && (
                    <span className="inline-flex items-center gap-0.5 text-xs text-muted-foreground">
                      <Star className="size-3 fill-amber-400 text-amber-500" aria-hidden="true" />
                      <span className="sr-only">{t("create.rated")} </span>
                      {place.rating.toFixed(1)}
                    </span>
                  )
                }
                onSelect={() => onChoose(placeLocation(place))}
              />
            ))}
          </PlaceGroup>
        )}
        {matching.length > 0 && (
          <PlaceGroup title={t("create.localSuggestions")} titleId={`${ids}-local`}>
            {matching.map((suggestion) => (
              <PlaceRow
                key={suggestion.id}
                icon={<CategoryIcon category={suggestion.category} />}
                name={suggestion.name}
                address={suggestion.address}
                meta={<CategoryBadge category={suggestion.category} />}
                onSelect={() => onChoose(suggestionLocation(suggestion))}
              />
            ))}
          </PlaceGroup>
        )}
        {nothingFound && (
          <div className="py-6 text-center">
            <p className="font-medium">{t("create.noPlaces")}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t("create.tryDifferent")}</p>
          </div>
        )}
      </div>

      <div className="grid gap-2 border-t pt-4">
        <Label htmlFor={`${ids}-custom`}>{t("create.enterOwn")}</Label>
        <div className="flex gap-2">
          <Input
            id={`${ids}-custom`}
            placeholder={t("create.customPlaceholder")}
            autoComplete="off"
            maxLength={300}
            className="min-w-0 flex-1"
            value={customText}
            onChange={(e) => setCustomText(e.target.value)}
            onKeyDown={(e) => {
              // Not a <form>: the dialog sits inside the create form in React's tree.
              if (e.key === "Enter") {
                e.preventDefault();
                if (custom) onChoose(custom);
              }
            }}
          />
          <Button
            className="h-11 shrink-0"
            disabled={!custom}
            aria-label={t("create.useLocation")}
            onClick={() => custom && onChoose(custom)}
          >
            <Check aria-hidden="true" />
            {t("create.use")}
          </Button>
        </div>
      </div>
    </div>
  );
}

function PlaceGroup({ title, titleId, children }: { title: string; titleId: string; children: ReactNode }) {
  return (
    <section aria-labelledby={titleId} className="py-1">
      <h3 id={titleId} className="py-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h3>
      <ul className="grid">{children}</ul>
    </section>
  );
}

interface PlaceRowProps {
  icon: ReactNode;
  name: string;
  address: string;
  meta?: ReactNode;
  onSelect: () => void;
}

/** One place: name, address, what kind, a Select button and a maps link (new tab). */
function PlaceRow({ icon, name, address, meta, onSelect }: PlaceRowProps) {
  const t = useT();
  return (
    <li className="flex items-center gap-3 border-b py-2.5 last:border-0">
      {icon}
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
          <span className="min-w-0 text-sm font-medium wrap-anywhere">{name}</span>
          {meta}
        </p>
        {address && <p className="text-xs text-muted-foreground wrap-anywhere">{address}</p>}
        <a
          href={mapsQueryUrl(address || name)}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded text-xs font-medium text-primary underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t("create.viewOnMaps")}
          <span className="sr-only"> {t("create.opensInNewTab", { name })}</span>
        </a>
      </div>
      <Button size="sm" variant="outline" onClick={onSelect}>
        {t("create.select")}
        <span className="sr-only"> {name}</span>
      </Button>
    </li>
  );
}
