// Creating a token: its name, what it may do (read only, or read and write) and an optional last
// day, checked with the shared schema before sending. A refusal shows under the form.
import { KeyRound } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import {
  type CreatedAccessToken,
  createTokenSchema,
  MAX_TOKEN_NAME,
  TOKEN_EXPIRY_PAST,
  type TokenScope,
} from "../../../shared/access-tokens.ts";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { FieldError, FieldHint, Label } from "../../components/ui/label.tsx";
import { useT } from "../../i18n/i18n.ts";
import { toYmd } from "../../lib/dates.ts";
import { RadioTiles } from "../questions/radio-tiles.tsx";
import { useCreateToken } from "./api.ts";
import { tokenFailure, tokenFieldMessage } from "./failure.ts";

type Field = "name" | "scope" | "expiresAt";
type Errors = Partial<Record<Field, string>>;

/** The end of the chosen day on this device's clock, as the API takes it. */
const endOfDay = (ymd: string) => new Date(`${ymd}T23:59:59`);

export function CreateTokenForm({
  nameInput,
  onCreated,
}: {
  /** The name field, for focus to come back to after a revocation. */
  nameInput: React.RefObject<HTMLInputElement | null>;
  onCreated: (created: CreatedAccessToken) => void;
}) {
  const t = useT();
  const ids = useId();
  const create = useCreateToken();
  const [name, setName] = useState("");
  const [scope, setScope] = useState<TokenScope>("read");
  const [expiry, setExpiry] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string>();
  const refusalRef = useRef<HTMLParagraphElement>(null);
  const idOf = (field: Field) => `${ids}-${field}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setRefusal(undefined);
    const expiresAt = expiry ? endOfDay(expiry) : undefined;
    const parsed = createTokenSchema.safeParse({ name, scope, expiresAt: expiresAt?.toISOString() });
    const found: Errors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    if (expiresAt && expiresAt <= new Date()) found.expiresAt ??= TOKEN_EXPIRY_PAST;
    setErrors(found);
    const first = (["name", "scope", "expiresAt"] as const).find((field) => found[field]);
    if (first || !parsed.success) {
      document.getElementById(idOf(first ?? "name"))?.focus();
      return;
    }
    create.mutate(
      { name: parsed.data.name, scope, expiresAt: expiresAt?.toISOString() },
      {
        onSuccess: (created) => {
          setName("");
          setExpiry("");
          onCreated(created);
        },
        onError: (error) => {
          setRefusal(tokenFailure(error));
          requestAnimationFrame(() => refusalRef.current?.focus());
        },
      },
    );
  };

  const described = (field: Field, hint?: string) =>
    [errors[field] ? `${idOf(field)}-error` : undefined, hint].filter(Boolean).join(" ") || undefined;

  return (
    <form aria-labelledby={`${ids}-title`} noValidate onSubmit={submit} className="grid gap-4">
      <h3 id={`${ids}-title`} className="font-semibold">
        {t("tokens.createTitle")}
      </h3>
      <div className="grid gap-1.5">
        <Label htmlFor={idOf("name")}>{t("tokens.name")}</Label>
        <Input
          id={idOf("name")}
          ref={nameInput}
          value={name}
          maxLength={MAX_TOKEN_NAME * 4}
          placeholder={t("tokens.namePlaceholder")}
          autoComplete="off"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={described("name")}
          onChange={(e) => setName(e.target.value)}
        />
        <FieldError id={`${idOf("name")}-error`}>{errors.name && tokenFieldMessage(errors.name)}</FieldError>
      </div>
      <RadioTiles
        name={idOf("scope")}
        legend={t("tokens.scope")}
        options={[
          { value: "read", label: t("tokens.scopeRead") },
          { value: "write", label: t("tokens.scopeWrite") },
        ]}
        value={scope}
        onChange={setScope}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={idOf("expiresAt")}>{t("tokens.expiry")}</Label>
        <Input
          id={idOf("expiresAt")}
          type="date"
          value={expiry}
          min={toYmd(new Date())}
          className="sm:w-fit"
          aria-invalid={errors.expiresAt ? true : undefined}
          aria-describedby={described("expiresAt", `${idOf("expiresAt")}-hint`)}
          onChange={(e) => setExpiry(e.target.value)}
        />
        <FieldHint id={`${idOf("expiresAt")}-hint`}>{t("tokens.expiryHint")}</FieldHint>
        <FieldError id={`${idOf("expiresAt")}-error`}>
          {errors.expiresAt && tokenFieldMessage(errors.expiresAt)}
        </FieldError>
      </div>
      {refusal && (
        <p ref={refusalRef} role="alert" tabIndex={-1} className="text-sm font-medium text-destructive">
          {t("tokens.createFailed")}: {refusal}
        </p>
      )}
      <Button type="submit" className="w-full sm:w-fit" aria-busy={create.isPending}>
        <KeyRound aria-hidden="true" />
        {create.isPending ? t("tokens.creating") : t("tokens.create")}
      </Button>
    </form>
  );
}
