import { sql, type Kysely } from 'kysely';

/** better-auth's tables, as its own migration generator writes them for PostgreSQL (v1.7.25). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table "user" (
      "id" uuid default gen_random_uuid() not null primary key,
      "name" text not null,
      "email" text not null unique,
      "emailVerified" boolean not null,
      "image" text,
      "createdAt" timestamptz default current_timestamp not null,
      "updatedAt" timestamptz default current_timestamp not null
    );
    create table "session" (
      "id" uuid default gen_random_uuid() not null primary key,
      "expiresAt" timestamptz not null,
      "token" text not null unique,
      "createdAt" timestamptz default current_timestamp not null,
      "updatedAt" timestamptz not null,
      "ipAddress" text,
      "userAgent" text,
      "userId" uuid not null references "user" ("id") on delete cascade
    );
    create table "account" (
      "id" uuid default gen_random_uuid() not null primary key,
      "accountId" text not null,
      "providerId" text not null,
      "userId" uuid not null references "user" ("id") on delete cascade,
      "accessToken" text,
      "refreshToken" text,
      "idToken" text,
      "accessTokenExpiresAt" timestamptz,
      "refreshTokenExpiresAt" timestamptz,
      "scope" text,
      "password" text,
      "createdAt" timestamptz default current_timestamp not null,
      "updatedAt" timestamptz not null
    );
    create table "verification" (
      "id" uuid default gen_random_uuid() not null primary key,
      "identifier" text not null,
      "value" text not null,
      "expiresAt" timestamptz not null,
      "createdAt" timestamptz default current_timestamp not null,
      "updatedAt" timestamptz default current_timestamp not null
    );
    create table "rateLimit" (
      "id" uuid default gen_random_uuid() not null primary key,
      "key" text not null unique,
      "count" integer not null,
      "lastRequest" bigint not null
    );
    create index "session_userId_idx" on "session" ("userId");
    create index "account_userId_idx" on "account" ("userId");
    create index "verification_identifier_idx" on "verification" ("identifier");

    -- Failed sign-ins per e-mail, shared by every replica (throttles password guessing).
    create table auth_login_failures (
      email text primary key,
      window_started_at timestamptz not null,
      failures integer not null
    );

    -- Secrets generated on first start so the embedded mode needs no manual key.
    create table app_secrets (
      name text primary key,
      value text not null,
      created_at timestamptz not null default now()
    );

    create table email_outbox (
      id uuid primary key default gen_random_uuid(),
      to_address text not null,
      subject text not null,
      text_body text not null,
      html_body text not null,
      link text,
      created_at timestamptz not null default now()
    );
    create index email_outbox_to_idx on email_outbox (to_address, created_at desc);
  `.execute(db);
}
