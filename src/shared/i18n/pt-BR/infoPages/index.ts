import type { BaseTranslation } from '../../i18n-types.js';
/** Texts of the static screens: notifications, forgot password, privacy policy, terms of use. */
const pt_BR_infoPages = {
  infoLinks: 'Informações',
  backToLogin: 'Voltar para o login',
  contact: 'Fale com a administração da comunidade:',
  notifications: {
    empty: 'Nenhuma notificação',
    hint: 'Novidades sobre gatos perto de você, seus favoritos e suas conquistas aparecerão aqui.',
    settings: 'Ajustar notificações',
  },
  forgot: {
    intro:
      'O Gateiros não envia e-mails. Quem redefine senhas é a pessoa que administra o Gateiros do seu grupo.',
    stepsTitle: 'Como recuperar o acesso',
    step1:
      'Fale com a pessoa que administra o Gateiros do seu grupo (quem instalou o app para a vizinhança, o campus ou a ONG).',
    step2: 'Diga qual é o e-mail da sua conta. Ninguém precisa saber a sua senha antiga.',
    step3:
      'A administração gera uma senha de uso único e a entrega para você por um canal de confiança.',
    step4: 'Entre com essa senha na tela de login. Não a compartilhe com mais ninguém.',
    adminTitle: 'Para a administração',
    adminText: 'No servidor do Gateiros, rode o comando abaixo com o e-mail da pessoa:',
    google:
      'Se você entra com o Google, não precisa de senha: use o botão do Google na tela de login.',
  },
  privacy: {
    intro:
      'Resumo simples do que o Gateiros faz com os seus dados. Ele foi feito para proteger você e os gatos.',
    whoTitle: 'Quem cuida dos dados',
    who: 'Este Gateiros é mantido pelo grupo da sua comunidade (vizinhança, campus ou ONG) em um servidor próprio. Os dados ficam nesse servidor e não são vendidos nem repassados a ninguém.',
    dataTitle: 'O que guardamos',
    data: 'Seu nome, e-mail, senha (cifrada, nunca em texto puro), foto ou avatar, bio e preferências de notificação; os gatos que você cadastra; seus check-ins (ações, estado de saúde, fotos, local e hora); favoritos, pontos e conquistas. No seu aparelho ficam só o token de acesso e o idioma escolhido.',
    locationTitle: 'Localização',
    location:
      'Para proteger os gatos de quem quer fazer mal a eles, quem não cuida de um gato vê só o quadrado de cerca de 500 m onde ele está: todos os gatos do mesmo quadrado aparecem num mesmo ponto, sorteado em segredo dentro dele. A posição exata aparece só para os cuidadores do gato: quem o cadastrou, as pessoas aprovadas como cuidadoras (o pedido é feito com "Sou cuidador(a) deste gato" na página dele) e a administração. A posição enviada por um celular nunca torna ninguém cuidador(a). O local dos seus check-ins só aparece para você e para a administração. Sua posição só é enviada ao servidor para buscar gatos próximos, cadastrar gatos e fazer check-ins.',
    photosTitle: 'Fotos',
    photos:
      'Toda foto enviada é recodificada no servidor e perde os metadados (como a localização GPS gravada pela câmera) antes de ser guardada.',
    trackingTitle: 'Sem rastreamento',
    tracking:
      'Não há anúncios, análises de uso nem cookies de rastreamento. O app só fala com o servidor do seu grupo, com estas exceções: as imagens do mapa vêm do serviço de mapas escolhido pelo grupo (OpenStreetMap, se nada for configurado), que recebe seu endereço IP e a área exibida; e, só se a administração ativar, a localização aproximada pelo IP e o login com Google usam esses serviços.',
    rightsTitle: 'Seus direitos (LGPD)',
    rights:
      'Em Configurações você baixa todos os seus dados em um arquivo JSON e pode excluir sua conta a qualquer momento.',
    deletionTitle: 'Ao excluir a conta',
    deletion:
      'Apagamos seu e-mail, senha, nome, foto, bio e favoritos, e todas as sessões abertas são encerradas. Os gatos e check-ins que você registrou (com fotos, pontos e conquistas) continuam como histórico de cuidado da comunidade, atribuídos a “Usuário removido”.',
    contactTitle: 'Dúvidas',
    contact: 'Fale com a pessoa que administra o Gateiros do seu grupo.',
  },
  terms: {
    intro: 'Regras simples para que o Gateiros continue sendo bom para as pessoas e para os gatos.',
    serviceTitle: 'O serviço',
    service:
      'O Gateiros ajuda grupos da comunidade a cuidar de gatos de rua: encontrar gatos, cadastrá-los e registrar quando alguém os alimenta ou trata. É um projeto comunitário e gratuito, oferecido como está, sem garantia de funcionamento contínuo.',
    accountTitle: 'Sua conta',
    account:
      'Use um e-mail seu e guarde bem a sua senha. Você responde pelo que é publicado com a sua conta.',
    contentTitle: 'O que você publica',
    content:
      'Publique só fotos e textos sobre os gatos, que você tenha o direito de compartilhar. Evite fotos de pessoas reconhecíveis, placas de carro e fachadas de casas. O que você publica continua visível no app para a comunidade, inclusive depois de excluir a conta (como “Usuário removido”).',
    safetyTitle: 'Segurança dos gatos',
    safety:
      'É proibido usar o app para localizar gatos com a intenção de maltratar, capturar sem cuidado ou abandonar animais. Em caso de maus-tratos, denuncie às autoridades.',
    fairTitle: 'Jogo limpo',
    fair: 'Pontos e ranking existem para incentivar o cuidado. Check-ins no mesmo gato em menos de 4 horas, feitos a mais de 1 km dele ou acima de 300 pontos por dia não rendem pontos. Registre só cuidados que realmente aconteceram e não cadastre o mesmo gato duas vezes.',
    vetTitle: 'Emergências',
    vet: 'O app não substitui atendimento veterinário. Em uma emergência, procure um veterinário ou o serviço de proteção animal da sua cidade.',
    moderationTitle: 'Moderação',
    moderation:
      'A administração do grupo pode editar ou remover cadastros de gatos que descumpram estes termos.',
  },
} satisfies BaseTranslation;

export default pt_BR_infoPages;
