import {
  REALTIME_CLIENT_TIMEOUT_MS,
  REALTIME_RETRY_AFTER_ERROR_MS,
  REALTIME_RETRY_AFTER_TIMEOUT_MS,
  RealtimeChangeSchema,
  type RealtimeChange,
} from '@secretaria/shared/realtime';

/** The part of EventSource we use, so tests can stand in for the network. */
export type EventSourceLike = {
  addEventListener: (type: string, listener: (event: MessageEvent) => void) => void;
  close: () => void;
  onerror: ((event: Event) => void) | null;
};

export type RealtimeConnectionOptions = {
  url: string;
  onChange: (change: RealtimeChange) => void;
  onLiveChange: (isLive: boolean) => void;
  /** Called when the stream is back after a failure: changes may have been missed meanwhile. */
  onRecovered?: () => void;
  createEventSource?: (url: string) => EventSourceLike;
  timeoutMs?: number;
  retryAfterErrorMs?: number;
  retryAfterTimeoutMs?: number;
};

/**
 * One Server-Sent Events stream with our own reconnection policy (spec §9): the browser's
 * automatic retry is replaced by a reconnect 5 s after an error and 3 s after a silence longer
 * than the heartbeat allows.
 */
export class RealtimeConnection {
  private source: EventSourceLike | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private silenceTimer: ReturnType<typeof setTimeout> | null = null;
  private isLive = true;
  private hasFailed = false;
  private isStopped = true;
  private readonly options: Required<Omit<RealtimeConnectionOptions, 'onRecovered'>> &
    Pick<RealtimeConnectionOptions, 'onRecovered'>;

  constructor(options: RealtimeConnectionOptions) {
    // Explicit `??`: an option passed as undefined must not override the default.
    this.options = {
      ...options,
      createEventSource: options.createEventSource ?? ((url) => new EventSource(url)),
      timeoutMs: options.timeoutMs ?? REALTIME_CLIENT_TIMEOUT_MS,
      retryAfterErrorMs: options.retryAfterErrorMs ?? REALTIME_RETRY_AFTER_ERROR_MS,
      retryAfterTimeoutMs: options.retryAfterTimeoutMs ?? REALTIME_RETRY_AFTER_TIMEOUT_MS,
    };
  }

  start(): void {
    if (!this.isStopped) return;
    this.isStopped = false;
    this.connect();
  }

  stop(): void {
    this.isStopped = true;
    this.clearTimers();
    this.closeSource();
  }

  /** The user asked to retry: reconnect at once instead of waiting for the timer. */
  reconnectNow(): void {
    if (this.isStopped) return;
    this.clearTimers();
    this.closeSource();
    this.connect();
  }

  private connect(): void {
    const source = this.options.createEventSource(this.options.url);
    this.source = source;
    const onActivity = () => {
      if (this.source === source) this.handleActivity();
    };
    source.addEventListener('open', onActivity);
    source.addEventListener('ready', onActivity);
    source.addEventListener('ping', onActivity);
    source.addEventListener('change', (event) => {
      if (this.source !== source) return;
      this.handleActivity();
      this.handleChange(event.data);
    });
    source.onerror = () => {
      if (this.source === source) this.handleFailure(this.options.retryAfterErrorMs);
    };
    this.armSilenceTimer();
  }

  private handleActivity(): void {
    this.armSilenceTimer();
    if (!this.isLive) this.setLive(true);
    if (this.hasFailed) {
      this.hasFailed = false;
      this.options.onRecovered?.();
    }
  }

  private handleChange(data: unknown): void {
    if (typeof data !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = RealtimeChangeSchema.safeParse(json);
    if (parsed.success) this.options.onChange(parsed.data);
  }

  private handleFailure(retryAfterMs: number): void {
    this.clearTimers();
    this.closeSource();
    this.hasFailed = true;
    this.setLive(false);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.isStopped) this.connect();
    }, retryAfterMs);
  }

  private armSilenceTimer(): void {
    if (this.silenceTimer) clearTimeout(this.silenceTimer);
    this.silenceTimer = setTimeout(() => {
      this.silenceTimer = null;
      this.handleFailure(this.options.retryAfterTimeoutMs);
    }, this.options.timeoutMs);
  }

  private setLive(isLive: boolean): void {
    if (this.isLive === isLive) return;
    this.isLive = isLive;
    this.options.onLiveChange(isLive);
  }

  private clearTimers(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.silenceTimer) clearTimeout(this.silenceTimer);
    this.retryTimer = null;
    this.silenceTimer = null;
  }

  private closeSource(): void {
    if (!this.source) return;
    this.source.onerror = null;
    this.source.close();
    this.source = null;
  }
}
