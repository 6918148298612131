// "Make it a standing hang": what the hang is, how often and at which days and times each round
// asks, who is invited, and when each round opens and closes. Checked with the shared contract's
// schema (downloaded with the first submit, zod with it) and again by the server; every problem is
// shown beside its field, and the focus goes to the first.
import { CalendarClock, Repeat, Sparkles, Users } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { zoneName } from "../../../shared/zones.ts";
import { isNetworkFailure, OfflineNote } from "../../components/offline-note.tsx";
import { Input } from "../../components/ui/input.tsx";
import { FieldError, FieldHint, Label } from "../../components/ui/label.tsx";
import { SubmitButton } from "../../components/ui/submit-button.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { t as translate, useT } from "../../i18n/i18n.ts";
import { focusFirstInvalid } from "../../lib/focus-invalid.ts";
import { isApiError } from "../../lib/http.ts";
import { retryImport } from "../../lib/retry-import.ts";
import { FormSection } from "../hangs/form-section.tsx";
import { NameAndVibeFields } from "../hangs/name-and-vibe-fields.tsx";
import { LocationField, preloadLocationDialog } from "../location/location-field.tsx";
import { useAddressEntry } from "./address-entry.tsx";
import { useCreateSeries } from "./api.ts";
import { errorsByField, FORM_FIELD, problemText, type SetupErrors, withoutField } from "./errors.ts";
import type { SetupState } from "./form-state.ts";
import { seriesInputOf } from "./form-state.ts";
import { nextRow } from "./prefill.ts";
import { RhythmField } from "./rhythm-field.tsx";
import { RoundFields } from "./round-fields.tsx";
import { MAX_EMAILS, MAX_ROTATION } from "./rules.ts";
import { SlotRows } from "./slot-rows.tsx";
import { WhoField } from "./who-field.tsx";

/** The contract with its schema: the part of the page that carries zod. */
const loadContract = () => retryImport(() => import("../../../shared/series.ts"));
/** A head start once the person starts filling in the form (the submit still waits for it). */
const preloadContract = () => void loadContract().catch(() => undefined);

/** The state fields each piece of the form clears the problems of when it changes. */
const FIELD_OF: Partial<Record<keyof SetupState, string>> = {
  vibeChoice: "vibe",
  customVibe: "vibe",
  rhythm: "rhythm",
  who: "group",
  groupId: "group",
};

export function SetupForm({
  start,
  groups,
  today,
  zone,
  onCreated,
}: {
  start: SetupState;
  groups: readonly { id: string; name: string }[];
  /** YYYY-MM-DD on this browser's clock: the first new row's weekday. */
  today: string;
  /** This browser's zone: the rounds' times are on it. */
  zone: string;
  onCreated: (seriesId: string) => void;
}) {
  const ids = useId();
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, setState] = useState(start);
  const [errors, setErrors] = useState<SetupErrors>({});
  const [checking, setChecking] = useState(false);
  const create = useCreateSeries();
  const clear = (field: string) => setErrors((current) => withoutField(current, field));
  const emails = useAddressEntry(MAX_EMAILS, () => clear("emails"));
  const rotation = useAddressEntry(MAX_ROTATION, () => clear("rotation"));

  const set = <K extends keyof SetupState>(key: K, value: SetupState[K]) => {
    setState((current) => ({ ...current, [key]: value }));
    clear(FIELD_OF[key] ?? key);
    if (key === "who") clear("emails");
  };

  /** Shows the problems beside their fields (the rest as a toast) and moves the focus to the first. */
  const show = (found: SetupErrors) => {
    const { [FORM_FIELD]: general, ...beside } = found;
    setErrors(beside);
    if (general)
      toast({ variant: "destructive", title: translate("seriesSetup.failed"), description: general });
    focusFirstInvalid(formRef.current);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending || checking) return;
    // An address still typed in a field goes with the list; one that is not an address stops the send.
    const emailList = state.who === "emails" ? emails.withTyped() : [];
    const rotationList = state.rotating ? rotation.withTyped() : [];
    setChecking(true);
    let contract: Awaited<ReturnType<typeof loadContract>>;
    try {
      contract = await loadContract();
    } catch {
      setChecking(false);
      toast({
        variant: "destructive",
        title: translate("seriesSetup.failed"),
        description: translate("shell.tryAgain"),
      });
      return;
    }
    setChecking(false);
    const input = seriesInputOf(
      state,
      { emails: emailList ?? emails.addresses, rotation: rotationList ?? rotation.addresses },
      contract.SERIES_RHYTHMS,
      zone,
    );
    const parsed = contract.createSeriesSchema.safeParse(input);
    const problems = parsed.success
      ? []
      : parsed.error.issues.map(
          (issue) =>
            [issue.path.join("."), problemText(translate, issue.message, contract.SERIES_MESSAGES)] as [
              string,
              string,
            ],
        );
    if (problems.length > 0 || !emailList || !rotationList) {
      return show(errorsByField(problems, state.who, state.slots));
    }
    setErrors({});
    create.mutate(input, {
      onSuccess: (series) => {
        toast({ title: translate("seriesSetup.created") });
        onCreated(series.id);
      },
      onError: (error) => {
        if (!isApiError(error) || error.status >= 500 || error.status === 429) {
          const description =
            isApiError(error, 429) || (isApiError(error) && error.status >= 500)
              ? error.body.message
              : translate(isNetworkFailure(error) ? "shell.offlineFailed" : "shell.tryAgain");
          return toast({ variant: "destructive", title: translate("seriesSetup.failed"), description });
        }
        // The server's words are in the page's language already.
        const named = Object.entries(error.body.errors ?? {});
        if (named.length > 0) return show(errorsByField(named, state.who, state.slots));
        // A group the person may not plan for (403) or that is gone (404) is the group field's problem.
        const aboutGroup = state.who === "group" && (error.status === 403 || error.status === 404);
        show({ [aboutGroup ? "group" : FORM_FIELD]: error.body.message });
      },
    });
  };

  const zoneLabel = zoneName(zone);
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      onFocus={() => {
        preloadContract();
        preloadLocationDialog();
      }}
      className="grid grid-cols-1 gap-5"
    >
      <FormSection icon={<Sparkles aria-hidden="true" />} title={t("create.plan")} titleId={`${ids}-plan`}>
        <NameAndVibeFields
          ids={ids}
          values={state}
          errors={errors}
          namePlaceholder={t("seriesSetup.namePlaceholder")}
          onChange={set}
        />
        <div className="grid gap-2" data-invalid={errors.location ? true : undefined}>
          <p id={`${ids}-where`} className="text-sm font-medium">
            {t("create.where")}
          </p>
          <LocationField
            value={state.location}
            onChange={(location) => set("location", location)}
            vibe={state.vibeChoice && state.vibeChoice !== "other" ? state.vibeChoice : undefined}
            labelledBy={`${ids}-where`}
          />
          <FieldError>{errors.location}</FieldError>
        </div>
      </FormSection>

      <FormSection
        icon={<Repeat aria-hidden="true" />}
        title={t("seriesSetup.when")}
        description={t("seriesSetup.whenDescription", { zone: zoneLabel })}
        titleId={`${ids}-when`}
      >
        <RhythmField
          idPrefix={`${ids}-rhythm`}
          value={state.rhythm}
          onChange={(rhythm) => set("rhythm", rhythm)}
          error={errors.rhythm}
        />
        <div className="grid gap-3">
          <p className="text-sm font-medium">{t("seriesSetup.times")}</p>
          <SlotRows
            idPrefix={`${ids}-slot`}
            rows={state.slots}
            onChange={(rows) => set("slots", rows)}
            onAdd={() =>
              set("slots", [
                ...state.slots,
                { ...nextRow(state.slots, today), key: Math.max(-1, ...state.slots.map((r) => r.key)) + 1 },
              ])
            }
            errors={errors}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-starts-on`}>{t("seriesSetup.startsOn")}</Label>
          <Input
            id={`${ids}-starts-on`}
            type="date"
            min={today}
            className="sm:max-w-64"
            value={state.startsOn}
            aria-invalid={errors.startsOn ? true : undefined}
            aria-describedby={`${ids}-starts-on-hint${errors.startsOn ? ` ${ids}-starts-on-error` : ""}`}
            onChange={(e) => set("startsOn", e.target.value)}
          />
          <FieldHint id={`${ids}-starts-on-hint`}>{t("seriesSetup.startsOnHint")}</FieldHint>
          <FieldError id={`${ids}-starts-on-error`}>{errors.startsOn}</FieldError>
        </div>
      </FormSection>

      <FormSection
        icon={<Users aria-hidden="true" />}
        title={t("seriesSetup.who")}
        titleId={`${ids}-who-title`}
      >
        <WhoField
          idPrefix={`${ids}-who`}
          who={state.who}
          onWho={(who) => set("who", who)}
          groups={groups}
          groupId={state.groupId}
          onGroup={(id) => set("groupId", id)}
          emails={emails}
          errors={{ group: errors.group, emails: errors.emails }}
        />
      </FormSection>

      <FormSection
        icon={<CalendarClock aria-hidden="true" />}
        title={t("seriesSetup.eachRound")}
        description={t("seriesSetup.eachRoundDescription")}
        titleId={`${ids}-round`}
      >
        <RoundFields idPrefix={`${ids}-round`} state={state} set={set} rotation={rotation} errors={errors} />
      </FormSection>

      <div className="grid gap-2">
        <SubmitButton pending={create.isPending || checking} busyLabel={t("seriesSetup.creating")}>
          {t("seriesSetup.submit")}
        </SubmitButton>
        <OfflineNote paused={create.isPaused} className="text-center" />
      </div>
    </form>
  );
}
