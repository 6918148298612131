// English as the server compiles it, for unit tests of client code that takes a translator.
import { i18nFor } from "../../src/server/i18n/catalogs.ts";
import type { MessageId } from "../../src/shared/i18n/catalogs/en.ts";

const compiled = i18nFor("en");

export const english = (id: MessageId, values?: Record<string, unknown>): string => compiled._(id, values);
