import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarDays, LoaderCircle, Sparkles, UserRound } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Controller, type FieldErrors, useForm } from "react-hook-form";
import {
  type CreateHang,
  type CreateHangInput,
  createHangSchema,
  SLOTS_REQUIRED,
  VIBE_DESCRIPTION_REQUIRED,
  VIBE_REQUIRED,
} from "../../../shared/hang.ts";
import { formatTimeWindow } from "../../../shared/time-slots.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Input } from "../../components/ui/input.tsx";
import { FieldError, Label } from "../../components/ui/label.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { browserTimeZone } from "../../lib/dates.ts";
import { isApiError } from "../../lib/http.ts";
import { saveHostToken } from "../../lib/storage.ts";
import { type HostHang, useCreateHang } from "./api.ts";
import type { CreateStart } from "./create-draft.ts";
import { TimeSlotPicker } from "./time-slot-picker.tsx";
import { VibePicker } from "./vibe-picker.tsx";

const TEXT_FIELDS = ["name", "hostName", "hostEmail"] as const;

/** The vibe sent: the catalogue value, or the trimmed description for Other ("other" if blank). */
function vibeToSend(choice: string, customText: string): string {
  if (choice !== "other") return choice;
  return customText.trim() || "other";
}

/** The first slot problem worth showing under the picker (e.g. a custom slot without its end). */
function slotError(errors: FieldErrors<CreateHangInput>): string | undefined {
  const slotErrors = errors.timeSlots;
  if (!slotErrors) return undefined;
  if (Array.isArray(slotErrors)) {
    for (const item of slotErrors) {
      const message = item?.endTime?.message ?? item?.startTime?.message ?? item?.date?.message;
      if (message) return message;
    }
  }
  // A rule over the whole list reports on the array itself (message) or its root.
  const listError = slotErrors as { message?: string; root?: { message?: string } };
  return listError.message ?? listError.root?.message;
}

export function CreateHangForm({
  start,
  onCreated,
}: {
  start: CreateStart;
  onCreated: (hang: HostHang) => void;
}) {
  const ids = useId();
  const [vibeChoice, setVibeChoice] = useState(start.vibeChoice);
  const [customVibe, setCustomVibe] = useState(start.customVibe);
  const createHang = useCreateHang();

  const form = useForm<CreateHangInput, unknown, CreateHang>({
    resolver: zodResolver(createHangSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: {
      name: start.name,
      vibe: vibeToSend(start.vibeChoice, start.customVibe),
      timeSlots: start.timeSlots,
      hostName: start.hostName,
      hostEmail: start.hostEmail,
    },
  });
  const { errors } = form.formState;

  const syncVibe = (choice: string, text: string) => {
    form.setValue("vibe", vibeToSend(choice, text), { shouldValidate: form.formState.isSubmitted });
  };

  const onValid = (data: CreateHang) => {
    const payload: CreateHang = {
      ...data,
      timeWindows: data.timeSlots.map(formatTimeWindow),
      hostTimezone: browserTimeZone() ?? null,
    };
    createHang.mutate(payload, {
      onSuccess: (hang) => {
        saveHostToken(hang.id, hang.editToken);
        toast({ title: "Hang created!", description: "Now you can invite your friends." });
        onCreated(hang);
      },
      onError: (error) => {
        const fieldErrors = isApiError(error) ? (error.body.errors ?? {}) : {};
        for (const field of TEXT_FIELDS) {
          const message = fieldErrors[field];
          if (message) form.setError(field, { message });
        }
        toast({ variant: "destructive", title: "Error creating hang", description: "Please try again." });
      },
    });
  };

  // Only one toast shows at a time: the vibe first, then the dates; fields show their own errors.
  const onInvalid = (fieldErrors: FieldErrors<CreateHangInput>) => {
    const vibeMessage = fieldErrors.vibe?.message;
    if (vibeMessage === VIBE_DESCRIPTION_REQUIRED.title) {
      toast({ variant: "destructive", ...VIBE_DESCRIPTION_REQUIRED });
    } else if (vibeMessage) {
      toast({ variant: "destructive", ...VIBE_REQUIRED });
    } else if ((form.getValues("timeSlots") ?? []).length === 0) {
      toast({ variant: "destructive", ...SLOTS_REQUIRED });
    } else {
      const problem = slotError(fieldErrors);
      if (problem)
        toast({ variant: "destructive", title: problem, description: "Check your dates and times." });
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // The vibe can be empty while the object-level date rule is skipped: check both up front.
        form.setValue("vibe", vibeToSend(vibeChoice, customVibe));
        void form.handleSubmit(onValid, onInvalid)(event);
      }}
      className="grid grid-cols-1 gap-5"
    >
      <Section icon={<Sparkles aria-hidden="true" />} title="The plan" titleId={`${ids}-plan`}>
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-name`}>What's the hang?</Label>
          <Input
            id={`${ids}-name`}
            placeholder="e.g. Friday tacos at my place"
            autoComplete="off"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${ids}-name-error` : undefined}
            {...form.register("name")}
          />
          <FieldError id={`${ids}-name-error`}>{errors.name?.message}</FieldError>
        </div>
        <div className="grid gap-3">
          <p id={`${ids}-vibe`} className="text-sm font-medium">
            What's the vibe?
          </p>
          <VibePicker
            labelledBy={`${ids}-vibe`}
            choice={vibeChoice}
            onChoice={(choice) => {
              setVibeChoice(choice);
              syncVibe(choice, customVibe);
            }}
            customText={customVibe}
            onCustomText={(text) => {
              setCustomVibe(text);
              syncVibe(vibeChoice, text);
            }}
          />
        </div>
      </Section>

      <Section
        icon={<CalendarDays aria-hidden="true" />}
        title="When could it happen?"
        description="Pick a few dates and times. Friends will tell you which ones work."
        titleId={`${ids}-when`}
      >
        <Controller
          control={form.control}
          name="timeSlots"
          render={({ field }) => (
            <TimeSlotPicker value={field.value ?? []} onChange={field.onChange} error={slotError(errors)} />
          )}
        />
      </Section>

      <Section icon={<UserRound aria-hidden="true" />} title="About you" titleId={`${ids}-you`}>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid content-start gap-2">
            <Label htmlFor={`${ids}-host-name`}>Your name</Label>
            <Input
              id={`${ids}-host-name`}
              autoComplete="name"
              placeholder="Alex"
              aria-invalid={errors.hostName ? true : undefined}
              aria-describedby={errors.hostName ? `${ids}-host-name-error` : undefined}
              {...form.register("hostName")}
            />
            <FieldError id={`${ids}-host-name-error`}>{errors.hostName?.message}</FieldError>
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor={`${ids}-host-email`}>Your email</Label>
            <Input
              id={`${ids}-host-email`}
              type="email"
              autoComplete="email"
              placeholder="alex@example.com"
              aria-invalid={errors.hostEmail ? true : undefined}
              aria-describedby={errors.hostEmail ? `${ids}-host-email-error` : undefined}
              {...form.register("hostEmail")}
            />
            <FieldError id={`${ids}-host-email-error`}>{errors.hostEmail?.message}</FieldError>
          </div>
        </div>
      </Section>

      <Button type="submit" size="lg" className="w-full" disabled={createHang.isPending}>
        {createHang.isPending ? (
          <>
            <LoaderCircle className="animate-spin" aria-hidden="true" />
            Creating...
          </>
        ) : (
          "Create Hang"
        )}
      </Button>
    </form>
  );
}

function Section({
  icon,
  title,
  titleId,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  titleId: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={titleId} role="group">
      <CardHeader className="pb-4 sm:pb-5">
        <CardTitle
          id={titleId}
          className="flex items-center gap-2 text-base [&_svg]:size-5 [&_svg]:text-primary"
        >
          {icon}
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
    </Card>
  );
}
