// The few service-worker globals worker.ts uses. TypeScript's "webworker" library would clash with
// the DOM library the rest of the client is checked with, so they are written out here.

export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}

export interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
}

export interface WindowClient {
  readonly url: string;
}

export interface WorkerScope {
  readonly location: Location;
  readonly navigator: { readonly onLine: boolean };
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options?: { type?: "window"; includeUncontrolled?: boolean }): Promise<readonly WindowClient[]>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void;
}
