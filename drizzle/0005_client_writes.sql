CREATE TABLE `client_writes` (
	`user_id` text NOT NULL,
	`client_id` text NOT NULL,
	`kind` text NOT NULL,
	`body_hash` text NOT NULL,
	`entity_id` text NOT NULL,
	`points_earned` integer NOT NULL,
	`bonus_details` text NOT NULL,
	`user_points` integer NOT NULL,
	`user_level` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `client_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
