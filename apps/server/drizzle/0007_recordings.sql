CREATE TABLE "recording_chunks" (
	"recording_id" integer NOT NULL,
	"index" integer NOT NULL,
	"storage_key" text NOT NULL,
	"size" integer NOT NULL,
	CONSTRAINT "recording_chunks_recording_id_index_pk" PRIMARY KEY("recording_id","index"),
	CONSTRAINT "recording_chunks_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "recordings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recordings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"interview_id" integer NOT NULL,
	"mime" text DEFAULT '' NOT NULL,
	"next_index" integer DEFAULT 0 NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"file_id" integer,
	"assembled_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recording_chunks" ADD CONSTRAINT "recording_chunks_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recordings_owner_id_interview_id_idx" ON "recordings" USING btree ("owner_id","interview_id");