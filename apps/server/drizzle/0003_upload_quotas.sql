CREATE TABLE "upload_quotas" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	"bytes" bigint NOT NULL,
	CONSTRAINT "upload_quotas_member_id_day_pk" PRIMARY KEY("member_id","day")
);
