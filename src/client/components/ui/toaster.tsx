import { useT } from "../../i18n/i18n.ts";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast.tsx";
import { dismissToast, useToast } from "./use-toast.ts";

export function Toaster() {
  const { toasts } = useToast();
  const t = useT();
  return (
    // Radix puts the key that reaches the toasts in place of {hotkey}.
    <ToastProvider label={t("toast.label")}>
      {toasts.map(({ id, title, description, variant, open }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport label={t("toast.region", { hotkey: "{hotkey}" })} />
    </ToastProvider>
  );
}
