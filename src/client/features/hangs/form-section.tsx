import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";

/** One card of the create form: an icon, a title naming the group of fields, the fields. */
export function FormSection({
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
