CREATE TABLE `health_due_notices` (
	`entry_id` text NOT NULL,
	`due_on` text NOT NULL,
	`told_at` integer NOT NULL,
	PRIMARY KEY(`entry_id`, `due_on`),
	FOREIGN KEY (`entry_id`) REFERENCES `health_entries`(`id`) ON UPDATE no action ON DELETE cascade
);
