declare module "mailparser" {
  import type { Readable } from "node:stream";

  export interface AddressObject {
    value: { address?: string; name: string }[];
    text: string;
  }
  export interface Attachment {
    filename?: string;
    contentType: string;
    content: Buffer;
  }
  export interface ParsedMail {
    subject?: string;
    to?: AddressObject | AddressObject[];
    from?: AddressObject;
    html: string | false;
    text?: string;
    messageId?: string;
    attachments: Attachment[];
    /** Every header as received, unparsed: key lower-cased, line as sent (folds included). */
    headerLines: { key: string; line: string }[];
  }
  export function simpleParser(source: Readable | Buffer | string): Promise<ParsedMail>;
}
