/** OpenAI's chat wire format (what every OpenAI-compatible provider speaks), trimmed to our use. */
export type ToolCall = {
  id: string;
  type: 'function';
  /** `arguments` is JSON text as the model wrote it: it may not parse, the caller checks. */
  function: { name: string; arguments: string };
};

export type ChatMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export type ToolDefinition = {
  type: 'function';
  function: {
    name: string;
    description?: string;
    /** A JSON Schema object. */
    parameters: Record<string, unknown>;
  };
};

export type ChatInput = {
  messages: ChatMessage[];
  tools?: ToolDefinition[];
  /** Cancels the call (e.g. the turn's own deadline); reported as an LlmError 'timeout'. */
  signal?: AbortSignal;
};

export type ChatOutput = {
  /** Never empty: a reply with neither text nor tool calls is an LlmError 'malformed'. */
  message: { content: string | null; tool_calls: ToolCall[] };
  /** As the provider reported it; 0 when it reported nothing. */
  usage: { promptTokens: number; completionTokens: number };
};

export type TranscribeInput = {
  audio: Buffer;
  mimeType: string;
  fileName: string;
  /** ISO-639-1 hint for the transcriber; 'pt' unless given. */
  language?: string;
  signal?: AbortSignal;
};

/** The model the attendant talks to; every failure is an LlmError, never a provider's own error. */
export interface LlmClient {
  readonly model: string;
  /** False without LLM_TRANSCRIBE_MODEL: then voice messages get the 'please write' text. */
  readonly canTranscribe: boolean;
  chat(input: ChatInput): Promise<ChatOutput>;
  transcribe(input: TranscribeInput): Promise<{ text: string }>;
}
