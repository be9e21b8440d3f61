CREATE TYPE "public"."half_day_period" AS ENUM('morning', 'afternoon');--> statement-breakpoint
CREATE TYPE "public"."signature_method" AS ENUM('OWN_DEVICE', 'PROVIDER_DEVICE');--> statement-breakpoint
CREATE TABLE "attendance_signatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"day" date NOT NULL,
	"period" "half_day_period" NOT NULL,
	"window_id" integer,
	"signed_at" timestamp with time zone NOT NULL,
	"method" "signature_method" NOT NULL,
	"collected_by_id" integer,
	"image" "bytea",
	"typed_name" text,
	CONSTRAINT "attendance_signatures_half_day_key" UNIQUE("registration_id","day","period")
);
--> statement-breakpoint
CREATE TABLE "signing_windows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signing_windows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"day" date NOT NULL,
	"period" "half_day_period" NOT NULL,
	"secret" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"opened_by_id" integer,
	"closed_at" timestamp with time zone,
	"closed_by_id" integer,
	"closes_at" timestamp with time zone NOT NULL,
	CONSTRAINT "signing_windows_half_day_key" UNIQUE("session_id","day","period")
);
--> statement-breakpoint
ALTER TABLE "attendance_signatures" ADD CONSTRAINT "attendance_signatures_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_signatures" ADD CONSTRAINT "attendance_signatures_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_signatures" ADD CONSTRAINT "attendance_signatures_window_id_signing_windows_id_fk" FOREIGN KEY ("window_id") REFERENCES "public"."signing_windows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_signatures" ADD CONSTRAINT "attendance_signatures_collected_by_id_users_id_fk" FOREIGN KEY ("collected_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_windows" ADD CONSTRAINT "signing_windows_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_windows" ADD CONSTRAINT "signing_windows_opened_by_id_users_id_fk" FOREIGN KEY ("opened_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_windows" ADD CONSTRAINT "signing_windows_closed_by_id_users_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_signatures_session_idx" ON "attendance_signatures" USING btree ("session_id");