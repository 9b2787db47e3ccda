-- Custom SQL migration file, put your code below! --
-- Check-ins stored each bonus line as {type, message, points}, the message written in the author's
-- language. They now keep {type, points, params} and are translated for whoever reads them. The
-- params come back from the message (the three languages' sentences, known prefixes below), or
-- from the check-in itself (the cat's name) and the user's achievements when a message is unknown.
WITH `prefixes`(`type`, `prefix`) AS (VALUES
	('newSponsor', 'Você agora é padrinho/madrinha de '),
	('newSponsor', 'You are now the sponsor of '),
	('newSponsor', '¡Ahora eres padrino/madrina de '),
	('streak', 'Sequência de '),
	('streak', ''),
	('streak', '¡Racha de '),
	('levelUp', 'Você subiu para o nível '),
	('levelUp', 'You reached level '),
	('levelUp', '¡Subiste al nivel '),
	('achievement', 'Conquista desbloqueada: '),
	('achievement', 'Achievement unlocked: '),
	('achievement', 'Logro desbloqueado: ')
), `titles`(`title`, `id`) AS (VALUES
	('Primeiro Contato', 'checkins1'), ('First Contact', 'checkins1'), ('Primer Contacto', 'checkins1'),
	('Amigo dos Gatos', 'checkins10'), ('Friend of Cats', 'checkins10'), ('Amigo de los Gatos', 'checkins10'),
	('Protetor Felino', 'checkins50'), ('Feline Protector', 'checkins50'), ('Protector Felino', 'checkins50'),
	('Guardião Felino', 'checkins100'), ('Feline Guardian', 'checkins100'), ('Guardián Felino', 'checkins100'),
	('Lenda Felina', 'checkins500'), ('Feline Legend', 'checkins500'), ('Leyenda Felina', 'checkins500'),
	('Diversidade Felina', 'cats5'), ('Feline Diversity', 'cats5'), ('Diversidad Felina', 'cats5'),
	('Embaixador Felino', 'cats20'), ('Feline Ambassador', 'cats20'), ('Embajador Felino', 'cats20'),
	('Rede de Proteção', 'cats50'), ('Safety Net', 'cats50'), ('Red de Protección', 'cats50'),
	('Protetor da Cidade', 'cats100'), ('City Protector', 'cats100'), ('Protector de la Ciudad', 'cats100'),
	('Mestre Gateiro', 'level10'), ('Cat Master', 'level10'), ('Maestro Gatero', 'level10'),
	('Descobridor', 'discoverer'), ('Discoverer', 'discoverer'), ('Descubridor', 'discoverer'),
	('Plantão Veterinário', 'vet'), ('Vet on Call', 'vet'), ('Guardia Veterinaria', 'vet'),
	('Amigo da Castração', 'neutering'), ('Neutering Friend', 'neutering'), ('Amigo de la Castración', 'neutering'),
	('Socorrista', 'rescuer'), ('First Responder', 'rescuer'),
	('Padrinho Dedicado', 'streak7'), ('Devoted Sponsor', 'streak7'), ('Padrino Dedicado', 'streak7')
)
UPDATE `checkins` SET `bonus_details` = (
	SELECT json_group_array(json(CASE
		WHEN `line`.`message` IS NULL THEN `line`.`value`
		ELSE json_object('type', `line`.`type`, 'points', `line`.`points`, 'params', json(CASE `line`.`type`
			WHEN 'newSponsor' THEN json_object('name',
				coalesce(substr(`line`.`rest`, 1, length(`line`.`rest`) - 1), `checkins`.`cat_name`))
			WHEN 'streak' THEN json_object('days', CAST(`line`.`rest` AS INTEGER))
			WHEN 'levelUp' THEN json_object('level', CAST(`line`.`rest` AS INTEGER))
			WHEN 'achievement' THEN json_object('id', coalesce(
				(SELECT `id` FROM `titles` WHERE `title` = `line`.`rest`),
				(SELECT `achievement_id` FROM `user_achievements`
					WHERE `user_id` = `checkins`.`user_id` AND `unlocked_at` = `checkins`.`created_at`)))
			ELSE json_object()
		END))
	END) ORDER BY `line`.`key`)
	FROM (
		SELECT `key`, `value`, `value` ->> '$.type' AS `type`, `value` ->> '$.points' AS `points`,
			`value` ->> '$.message' AS `message`,
			(SELECT substr(`value` ->> '$.message', length(`prefix`) + 1) FROM `prefixes`
				WHERE `prefixes`.`type` = `value` ->> '$.type'
					AND substr(`value` ->> '$.message', 1, length(`prefix`)) = `prefix`
				ORDER BY length(`prefix`) DESC LIMIT 1) AS `rest`
		FROM json_each(`checkins`.`bonus_details`)
	) AS `line`
)
WHERE EXISTS (
	SELECT 1 FROM json_each(`checkins`.`bonus_details`) WHERE `value` ->> '$.message' IS NOT NULL
);
