// The footer's theme choice: the system's, light or dark. One labelled group of three toggle
// buttons, the chosen one pressed: a tap or a key press changes the theme at once.
import { Monitor, Moon, Sun } from "lucide-react";
import { useSyncExternalStore } from "react";
import { useT } from "../../i18n/i18n.ts";
import { THEME_CHOICES, type ThemeChoice } from "./theme-choice.ts";
import { chooseTheme, currentTheme, onThemeChange } from "./theme-store.ts";

const ICONS = { system: Monitor, light: Sun, dark: Moon } as const;
const LABELS = { system: "theme.system", light: "theme.light", dark: "theme.dark" } as const;

// The server's drawing of a page does not know the browser's choice: the app draws over it.
const serverChoice = (): ThemeChoice => "system";

export function ThemeSwitcher() {
  const t = useT();
  const current = useSyncExternalStore(onThemeChange, currentTheme, serverChoice);
  return (
    <fieldset className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
      {/* Positioned out of the frame, the legend does not sit on a border; the label beside the
          buttons shows the same word. */}
      <legend className="sr-only">{t("theme.label")}</legend>
      <span aria-hidden="true">{t("theme.label")}</span>
      <div className="flex rounded-xl border border-input bg-background p-0.5">
        {THEME_CHOICES.map((choice) => {
          const Icon = ICONS[choice];
          return (
            <button
              key={choice}
              type="button"
              aria-pressed={current === choice}
              onClick={() => chooseTheme(choice)}
              className="flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2.5 text-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring aria-pressed:bg-secondary aria-pressed:font-semibold aria-pressed:text-secondary-foreground"
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {t(LABELS[choice])}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
