//! Language packs: the words every corpus asked in a language would otherwise write by hand, for
//! the keys of `[questions]` that read a question's grammar rather than a company's vocabulary
//! (negations, words comparing two things, the word asking who, the language's common short
//! words). `[corpus] languages` names the languages questions are asked in; a key a corpus.conf
//! sets replaces its pack words, a key it leaves out gets every named language's. Read when a
//! configuration is parsed: a bundle carries the words, the page no pack.

/// The languages with a pack, by code.
pub const LANGUAGES: [&str; 7] = ["en", "fr", "es", "de", "it", "pt", "nl"];

/// What one language gives.
pub struct Pack {
    /// Words before a flag or a quantity that turn it around ("not certified", "no stock").
    pub negations: &'static str,
    /// Words asking who has none of something ("none", "aucun", "ningún").
    pub none_words: &'static str,
    /// Words comparing two things upwards and downwards, and the word before the second
    /// ("more ... than", "plus ... que").
    pub more: &'static str,
    pub less: &'static str,
    pub than: &'static str,
    /// Words asking which one of people or places ("who sold the most"): the answer is a row of
    /// the table another table's rows refer to (a dealer), or a market.
    pub who: &'static str,
    /// The language's common short words (articles, pronouns, prepositions, auxiliaries): such a
    /// word typed in lower case is the word, not a code that is spelled like it (the market NO,
    /// ES, IT, AT, DE, IN).
    pub common: &'static str,
    /// Words joining two questions in one ("and", "y", "et"): each side may ask its own thing.
    pub and: &'static str,
    /// Words before a place or a name ("in Lisbon", "en Sevilla", "bei Graz"): a word after one
    /// that nothing the asker may read holds is a name not understood.
    pub places: &'static str,
    /// Words for a market ("which market sold the most", "qué mercado"): they name a table's
    /// market column.
    pub markets: &'static str,
    /// What the language's words give the keys a company would otherwise write by hand, each
    /// read when its key is not set: `[search] stopwords`, `[questions] asking_words` and
    /// `every_words`, `[follow] available`.
    pub stopwords: &'static str,
    pub asking: &'static str,
    pub every: &'static str,
    /// `[questions] except_words`.
    pub except: &'static str,
    /// `[questions] per_words`: a word before a group's name asking each group's figure ("per
    /// dealer", "par concessionnaire").
    pub per: &'static str,
    /// `[questions] beyond_words`: arithmetic the engine does not compute (a growth, a share,
    /// a difference, a ratio, the top N). Not words that are often something else in a
    /// dealer's documents (Italian "rapporto" is a report, Portuguese "razão" a reason).
    pub beyond: &'static str,
    /// `[questions] done_words`: the language's past participles ("sold", "spent", "-ed",
    /// "-ées"; a leading dash is an ending): after the word of what a figure is of, one says
    /// what was done with it ("hours spent"), where any other word nothing explains says what
    /// is summed ("sales revenue").
    pub done: &'static str,
    /// `[questions] compare_words`: words asking to compare ("compare", "comparer",
    /// "vergleiche"): two things named of one column get each one's figure, not their sum.
    pub compare: &'static str,
    /// `[questions] plurals`: endings the language's plurals add to a word ("-s", the Spanish
    /// "-es" of "cargadores"); none for a language whose plural changes the ending (Italian
    /// "motore", "motori").
    pub plurals: &'static str,
    pub available: &'static str,
    /// `[questions] cost_words`: the words and phrases asking what something costs ("price",
    /// "how much is", "combien coûte", "cuánto cuesta", "was kostet").
    pub cost: &'static str,
    /// The language's word for a price, as a price list writes it: each cost word is read as
    /// it (a glossary line), in every language, and a bundle keeps the lines whose word its
    /// documents hold, so a question in Spanish finds an English price list.
    pub price: &'static str,
    /// `[operations]`: count, sum, average, minimum, maximum.
    pub operations: [&'static str; 5],
    /// `[dates] months`: twelve groups, January's first, names and abbreviations apart by spaces.
    pub months: [&'static str; 12],
    /// `[dates] ordinals`: four groups, first to fourth.
    pub ordinals: [&'static str; 4],
    /// `[dates] quarter_short`: letters written before a quarter's digit ("Q3"; French and
    /// Spanish "T3", trimestre).
    pub quarter_short: &'static str,
    /// `[dates]` year, half, quarter, month, week, day, this, last, next, since, after, before,
    /// until, between, from, to, and, during, of, start, in that order ([`DATE_KEYS`]).
    pub dates: [&'static str; 20],
}

/// The `[dates]` keys of [`Pack::dates`], in its order.
pub const DATE_KEYS: [&str; 20] = [
    "year", "half", "quarter", "month", "week", "day", "this", "last", "next", "since", "after",
    "before", "until", "between", "from", "to", "and", "during", "of", "start",
];

pub fn pack(language: &str) -> Option<&'static Pack> {
    Some(match language {
        "en" => &EN,
        "fr" => &FR,
        "es" => &ES,
        "de" => &DE,
        "it" => &IT,
        "pt" => &PT,
        "nl" => &NL,
        _ => return None,
    })
}

/// The languages whose own words a configuration's text uses: at least three distinct words
/// of four letters or more that are in that language's pack and in no other's (short ones, "i",
/// "c", "come", read as English as well; a Spanish router line says "cuantos",
/// "qué", "menos"; "de" says nothing).
pub fn detected(text: &str) -> Vec<String> {
    let mut typed: Vec<String> = text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    typed.sort_unstable();
    typed.dedup();
    let own = |l: &str| -> Vec<&'static str> {
        let mine = all_words(l);
        mine.into_iter()
            .filter(|w| crate::base::text::char_count(w) >= 4)
            .filter(|w| {
                LANGUAGES
                    .iter()
                    .filter(|o| **o != l)
                    .all(|o| !all_words(o).contains(w))
            })
            .collect()
    };
    LANGUAGES
        .iter()
        .filter(|l| {
            own(l)
                .iter()
                .filter(|w| typed.binary_search_by(|t| t.as_str().cmp(w)).is_ok())
                .count()
                >= 3
        })
        .map(|l| l.to_string())
        .collect()
}

/// Every word of language `l`'s pack.
fn all_words(l: &str) -> Vec<&'static str> {
    let Some(p) = pack(l) else { return Vec::new() };
    [
        p.negations,
        p.none_words,
        p.more,
        p.less,
        p.than,
        p.who,
        p.common,
        p.and,
        p.places,
        p.asking,
        p.every,
        p.operations[0],
        p.operations[1],
        p.operations[2],
        p.operations[3],
        p.operations[4],
    ]
    .iter()
    .flat_map(|f| f.split(','))
    .map(str::trim)
    .filter(|w| !w.is_empty())
    .collect()
}

/// The words of `field` in every pack of `languages`, each once, in order.
pub fn words(languages: &[String], field: impl Fn(&Pack) -> &'static str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for p in languages.iter().filter_map(|l| pack(l)) {
        for w in field(p).split(',').map(str::trim).filter(|w| !w.is_empty()) {
            if !out.iter().any(|o| o == w) {
                out.push(w.to_string());
            }
        }
    }
    out
}

const EN: Pack = Pack {
    negations: "not, no, non, un, without, never, isn't, aren't, don't, doesn't, didn't",
    none_words: "no, not, none, without, zero, nothing, any, out",
    more: "more, greater, bigger, larger, higher, better",
    less: "less, fewer, smaller, lower, worse",
    than: "than",
    who: "who, whom, whose",
    common: "a, an, the, and, or, but, if, of, in, on, at, to, by, for, from, with, as, is, are, was, were, be, been, am, it, its, this, that, these, those, he, she, we, us, you, they, them, me, my, our, your, his, her, their, do, does, did, has, have, had, can, could, will, would, should, may, might, must, not, no, so, up, out, off, over, into, about, what, which, who, when, where, why, how, all, any, some, each, per, than, then, there, here, exist, exists, often, frequently, times, figure, figures, amount, quarterly, monthly, yearly, weekly, daily, annual, get, gets, got, gotten, getting, take, takes, took, taking, come, comes, came, coming, go, goes, went, gone, file, files, filing, log, logs, logging, enter, enters, register, registers, receive, receives, see, sees, saw, find, finds, found, know, knew, tell, told, show, shows, showed, shown, give, gives, gave, need, needs, want, wants, let, make, makes, keep, keeps, please, pls, plz, thanks, thank, cheers, hi, hello, hey, ok, okay, still, yet, already, ever, both, far, just, now, currently, overall, altogether, roughly, approximately, approx, around, exactly, really, actually, happen, happens, occur, occurs, question, filed, logged, received, registered, submitted, recorded, reported, entered, raised, booked, created, needed, required, opened, linked, related, connected, associated",
    and: "and, also",
    places: "in, at, from, near, for",
    markets: "market, markets, country, countries",
    stopwords: "a, an, and, are, as, at, be, by, can, do, does, did, for, from, how, i, in, is, it, its, of, on, or, our, the, this, that, to, was, we, what, when, where, which, who, why, with, you, your",
    asking: "what, which, where",
    every: "every, all, each",
    except: "excluding, except, other than, not counting, apart from, besides",
    per: "per, by",
    // And the times no date reader reads (a season, a holiday, a fortnight): "how many T-7 sold
    // in summer" summed over the whole year is another question's figure.
    beyond: "growth, grow, grew, grown, change, changed, changes, difference, differences, differ, share, percent, percentage, per cent, ratio, proportion, rate, trend, increase, increased, decrease, decreased, evolution, versus, vs, compared to, compared with, top, summer, winter, autumn, season, seasons, fortnight, weekend, weekends, holiday, holidays, christmas, easter",
    done: "-ed, sold, spent, made, done, taken, paid, bought, built, sent, lost, kept, brought, held, won, put, set, cut, got, given, seen, run",
    compare: "compare, compares, comparing, comparison",
    plurals: "s, es",
    available: "have, has, in stock, available, on hand, out of",
    cost: "price, prices, cost, costs, how much is, how much are, how much for, priced",
    price: "price",
    operations: [
        "how many, number of",
        "total, sum",
        // Not "mean": a verb more often than an average ("what does E12 mean").
        "average",
        "minimum, lowest, shortest, least, fewest, smallest, min",
        "maximum, highest, longest, most, largest, biggest, max",
    ],
    months: [
        "january jan",
        "february feb",
        "march mar",
        "april apr",
        "may",
        "june jun",
        "july jul",
        "august aug",
        "september sep sept",
        "october oct",
        "november nov",
        "december dec",
    ],
    ordinals: [
        "first 1st",
        "second 2nd",
        "third 3rd",
        "fourth 4th",
    ],
    quarter_short: "q",
    dates: [
        "year, years",
        "half, halves",
        "quarter, quarters",
        "month, months",
        "week, weeks",
        "day, days",
        "this, current",
        "last, previous, past",
        "next, coming",
        "since, from",
        "after",
        "before",
        "until, till, through",
        "between",
        "from",
        "to, until, till, through",
        "and, or",
        "in, during, of, for",
        "of, the",
        "start, beginning",
    ],
};

const FR: Pack = Pack {
    negations: "pas, non, sans, jamais, aucun, aucune",
    none_words: "aucun, aucune, pas, sans, zéro, zero, rien, ne, n, rupture",
    more: "plus, davantage, supérieur, superieur",
    less: "moins, inférieur, inferieur",
    than: "que, qu",
    who: "qui",
    common: "le, la, les, l, s, un, une, des, du, de, d, au, aux, et, ou, mais, si, à, a, en, dans, sur, sous, par, pour, avec, sans, est, sont, été, ete, être, etre, ai, as, avons, avez, ont, il, elle, ils, elles, on, nous, vous, je, tu, me, te, se, ce, cet, cette, ces, mon, ma, mes, ton, ta, tes, son, sa, ses, notre, nos, votre, vos, leur, leurs, que, qu, qui, quoi, quel, quelle, quels, quelles, ne, n, pas, plus, moins, y, ça, ca, existe, existent, souvent, fréquemment, fois, chiffre, chiffres, montant, trimestriel, trimestrielle, trimestriels, mensuel, mensuelle, mensuels, annuel, annuelle, annuels, hebdomadaire, quotidien, eu, eue, eus, eues, avoir, faire, fais, font, recevoir, reçoit, reçoivent, recoit, trouver, trouve, voir, vois, voit, montre, montrer, donne, donner, dire, dis, svp, plaît, plait, beaucoup, avance, stp, merci, bonjour, salut, encore, déjà, deja, toujours, actuellement, jusqu, ici, maintenant, celui, celle, ceux, celles, question, environ, exactement, ensemble, arrivé, arrivés, arrivées, entrées, déposé, déposée, déposés, déposées, deposee, deposees, enregistré, enregistrée, enregistrés, enregistrées, enregistrees, créé, créée, créés, créées, signalé, signalée, signalés, signalées, remonté, remontées, arrivees",
    and: "et, ainsi que",
    places: "à, a, au, aux, en, chez, dans, de, pour",
    markets: "marché, marche, marchés, pays",
    stopwords: "le, la, les, l, un, une, des, du, de, d, au, aux, et, ou, à, en, dans, sur, par, pour, avec, est, sont, été, était, ont, avait, avons, avez, il, elle, ils, elles, on, nous, vous, je, ce, cet, cette, ces, mon, ma, mes, notre, nos, votre, vos, leur, leurs, que, qu, qui, quel, quelle, quels, quelles, y",
    asking: "quel, quels, quelle, quelles, lequel, lesquels, lesquelles, qui, où",
    every: "tous, toutes, tout, chaque",
    except: "sauf, excepté, excepte, hors, sans compter, à part, a part, en dehors de",
    per: "par",
    beyond: "croissance, évolution, évolué, variation, différence, écart, part de, part des, part du, pourcentage, pour cent, ratio, proportion, taux, tendance, hausse, baisse, augmentation, diminution, progression, par rapport à, comparé à, comparée à, versus, vs, top, hiver, printemps, automne, cet été, cet ete, en été, en ete, l été, l ete, saison, saisons, quinzaine, vacances, week-end, weekend, noël, noel, pâques, paques",
    done: "-é, -ée, -és, -ées, vendu, vendus, vendue, vendues, reçu, reçus, reçue, reçues, rendu, rendus, perdu, perdus, venu, venus, tenu, obtenu, obtenus, fait, faits, faite, faites, pris, prise, prises, mis, mise, mises, fini, finis, finie, finies",
    compare: "comparer, compare, comparez, comparaison",
    plurals: "s, x",
    available: "disponible, disponibles, en stock, ont, possède, possèdent, en rupture de",
    cost: "prix, coûte, coûtent, coute, coutent, coût, cout, combien coûte, combien coute, combien vaut, combien valent, combien pour, combien ça coûte, combien ca coute",
    price: "prix",
    operations: [
        "combien, nombre de",
        "total, somme",
        "moyenne, moyen",
        "minimum, minimal, minimale, plus petit, plus petite, plus faible, plus court, plus courte, le moins",
        "maximum, maximal, maximale, plus grand, plus grande, plus élevé, plus long, plus longue, le plus",
    ],
    months: [
        "janvier janv",
        "février fevrier févr fevr",
        "mars",
        "avril avr",
        "mai",
        "juin",
        "juillet juil",
        "août aout",
        "septembre",
        "octobre",
        "novembre",
        "décembre decembre déc",
    ],
    ordinals: [
        "premier première premiere 1er 1re",
        "deuxième deuxieme second seconde 2e 2ème",
        "troisième troisieme 3e 3ème",
        "quatrième quatrieme 4e 4ème",
    ],
    quarter_short: "q, t",
    dates: [
        "année, annee, an, ans, années",
        "semestre, semestres",
        "trimestre, trimestres",
        "mois",
        "semaine, semaines",
        "jour, jours",
        "cette, ce, cet, courant, courante, cours",
        "dernier, dernière, derniere, derniers, dernières, dernieres, précédent, precedent, précédente, passé, passée",
        "prochain, prochaine, prochains, prochaines",
        "depuis, dès",
        "après, apres",
        "avant",
        "jusqu, jusque",
        "entre",
        "de, du",
        "à, a, au, jusqu",
        "et, ou",
        "en, pendant, durant, de, du, d",
        "de, du, d, l, la, le, les, à, au",
        "début, debut",
    ],
};

const ES: Pack = Pack {
    negations: "no, sin, nunca, ningún, ningun, ninguna, ninguno",
    none_words: "no, ningún, ningun, ninguno, ninguna, sin, cero, nada",
    more: "más, mas, mayor",
    less: "menos, menor",
    than: "que",
    who: "quién, quien, quiénes, quienes",
    common: "el, la, los, las, lo, un, una, unos, unas, y, e, o, u, pero, si, sí, de, del, a, al, en, con, sin, por, para, sobre, entre, es, son, está, esta, están, estan, ser, fue, fueron, ha, han, hay, he, yo, tú, tu, él, el, ella, ellos, ellas, nos, nosotros, vosotros, usted, ustedes, me, te, se, le, les, mi, mis, su, sus, nuestro, nuestra, que, qué, quien, cual, cuál, como, cómo, donde, dónde, cuando, no, ya, muy, más, mas, menos, este, esta, estos, estas, ese, esa, esos, esas, existe, existen, cuanto, cuánto, cuanta, cuánta, menudo, frecuencia, frecuentemente, veces, cifra, cifras, importe, trimestral, trimestrales, mensual, mensuales, anual, anuales, semanal, diario, tuvo, tuvieron, tuvimos, tiene, tienen, tenemos, tener, hubo, hemos, habido, había, habia, recibimos, recibió, recibio, recibieron, registró, registro, registraron, ver, dime, muestra, mostrar, dar, favor, gracias, hola, todavía, todavia, aún, aun, ya, actualmente, ahora, aproximadamente, exactamente, pregunta, hizo, hicieron, llegaron, llegó, llego, entraron, ambos, ambas, registrado, registrada, registrados, registradas, recibido, recibida, recibidos, recibidas, presentado, presentada, presentados, presentadas",
    and: "y, e, además",
    places: "en, a, de, desde, para, del",
    markets: "mercado, mercados, país, pais, países",
    stopwords: "el, la, los, las, lo, le, un, una, unos, unas, y, e, o, u, de, del, a, al, en, con, por, para, sobre, es, son, está, están, fue, ha, han, hay, se, su, sus, que, qué, cual, cuál, este, esta, estos, estas, ese, esa, mi, mis, nuestro, nuestra",
    asking: "qué, que, cuál, cual, cuáles, cuales, dónde, donde, quién, quien",
    every: "todos, todas, todo, cada",
    except: "excepto, salvo, sin contar, aparte de, fuera de",
    per: "por",
    beyond: "crecimiento, evolución, cambio, variación, diferencia, cuota, porcentaje, por ciento, proporción, ratio, tasa, tendencia, aumento, subida, bajada, disminución, comparado con, comparada con, en comparación con, frente a, versus, vs, top, verano, invierno, primavera, otoño, otono, temporada, quincena, vacaciones, fin de semana, navidad, semana santa",
    done: "-ado, -ada, -ados, -adas, -ido, -ida, -idos, -idas, hecho, hechos, hecha, hechas, puesto, puestos, abierto, abiertos",
    compare: "comparar, compara, compare, comparación, comparacion, comparativa, comparativo",
    plurals: "s, es",
    available: "disponible, disponibles, en stock, stock, existencias, en existencia, tiene, tienen, hay",
    cost: "precio, precios, cuesta, cuestan, coste, costo, cuánto cuesta, cuanto cuesta, cuánto cuestan, cuanto cuestan, cuánto vale, cuanto vale, cuánto valen, cuanto valen, cuánto por, cuanto por",
    price: "precio",
    operations: [
        "cuántos, cuántas, cuantos, cuantas, número de, numero de",
        "total, suma, en total",
        "promedio, media",
        "mínimo, minimo, mínima, minima, menor, más bajo, mas bajo, menos",
        "máximo, maximo, máxima, maxima, mayor, más alto, mas alto, más, mas",
    ],
    months: [
        "enero ene",
        "febrero feb",
        "marzo",
        "abril abr",
        "mayo",
        "junio",
        "julio",
        "agosto ago",
        "septiembre setiembre sept",
        "octubre",
        "noviembre",
        "diciembre dic",
    ],
    ordinals: [
        "primer primero primera",
        "segundo segunda",
        "tercer tercero tercera",
        "cuarto cuarta",
    ],
    quarter_short: "q, t",
    dates: [
        "año, ano, años, anos",
        "semestre, semestres",
        "trimestre, trimestres",
        "mes, meses",
        "semana, semanas",
        "día, dia, días, dias",
        "este, esta, actual, curso",
        "pasado, pasada, último, ultimo, última, ultima, anterior",
        "próximo, proximo, próxima, proxima, siguiente",
        "desde",
        "después, despues",
        "antes",
        "hasta",
        "entre",
        "de, del, desde",
        "a, al, hasta",
        "y, o",
        "en, durante",
        "de, del, el, la",
        "inicio, principio, principios, comienzo",
    ],
};

const DE: Pack = Pack {
    negations: "nicht, kein, keine, keinen, keinem, keiner, ohne, nie, niemals",
    none_words: "kein, keine, keinen, keinem, keiner, nicht, ohne, null, nichts",
    more: "mehr, größer, groesser, höher, hoeher",
    less: "weniger, kleiner, niedriger",
    than: "als",
    who: "wer, wen, wem, wessen",
    common: "der, die, das, den, dem, des, ein, eine, einen, einem, einer, eines, und, oder, aber, wenn, in, im, ins, an, am, beim, auf, aus, bei, mit, nach, von, vom, zu, zum, zur, für, fuer, über, ueber, unter, um, ist, sind, war, waren, sein, hat, haben, hatte, wird, werden, wurde, wurden, worden, gibt, gab, kann, können, koennen, es, er, sie, wir, ihr, ich, du, man, sich, mein, dein, unser, euer, was, wer, wie, wo, wann, welche, welcher, welches, nicht, kein, keine, als, auch, noch, schon, so, da, existiert, existieren, oft, häufig, häufigsten, mal, zahl, zahlen, betrag, vierteljährlich, quartalsweise, monatlich, jährlich, wöchentlich, täglich, bekommen, bekam, bekamen, erhalten, erhielt, erhielten, gehabt, hatten, zeig, zeige, zeigen, sag, sage, sagen, bitte, danke, hallo, noch, schon, bereits, bisher, derzeit, aktuell, jetzt, ungefähr, etwa, genau, beide, beiden, frage, kamen, kam, eingegangen, eingereicht, eingegangene, eingereichte, erfasste, gemeldete",
    and: "und, sowie",
    places: "in, im, bei, beim, nach, aus, von, für",
    markets: "markt, märkte, land, länder",
    stopwords: "der, die, das, den, dem, des, ein, eine, einen, einem, einer, eines, und, oder, in, im, ins, an, am, beim, auf, aus, bei, mit, nach, von, vom, zu, zum, zur, für, fuer, über, ueber, ist, sind, war, waren, hat, haben, wird, werden, wurde, wurden, worden, es, er, sie, wir, ihr, ich, sich, was, wie, wo, welche, welcher, welches, welchen, welchem",
    asking: "was, welche, welcher, welches, welchen, welchem, wo, wer",
    every: "alle, allen, jeder, jede, jedes",
    except: "außer, ausser, ausgenommen, abgesehen von, nicht mitgezählt",
    per: "pro, je",
    beyond: "wachstum, entwicklung, veränderung, änderung, unterschied, differenz, anteil, prozent, prozentsatz, quote, verhältnis, rate, trend, anstieg, zunahme, rückgang, abnahme, im vergleich zu, verglichen mit, gegenüber, versus, vs, top, sommer, winter, frühling, frühjahr, herbst, saison, ferien, wochenende, weihnachten, ostern",
    done: "verkauft, gearbeitet, gemacht, bezahlt, gekauft, verbraucht, geleistet, gebucht, erfasst, gemeldet, repariert, ausgegeben, gefahren, geliefert, verschickt, getauscht, ersetzt",
    compare: "vergleiche, vergleichen, vergleich, vergleichs",
    plurals: "e, en, n, s, er",
    available: "verfügbar, verfuegbar, vorrätig, vorraetig, auf lager, lagernd, hat, haben",
    cost: "preis, preise, kostet, kosten, was kostet, wie viel kostet, wieviel kostet, was kosten",
    price: "preis",
    operations: [
        "wie viele, wieviele, anzahl",
        "summe, gesamt, insgesamt",
        "durchschnitt, durchschnittlich, mittelwert",
        "minimum, minimal, minimale, minimalen, niedrigste, niedrigsten, kleinste, kleinsten, kürzeste, kuerzeste, wenigsten",
        "maximum, maximal, maximale, maximalen, höchste, hoechste, höchsten, größte, groesste, längste, laengste, meisten",
    ],
    months: [
        "januar jan jänner jaenner",
        "februar feb",
        "märz maerz",
        "april apr",
        "mai",
        "juni",
        "juli",
        "august aug",
        "september sep sept",
        "oktober okt",
        "november nov",
        "dezember dez",
    ],
    ordinals: [
        "erste ersten erstes erster",
        "zweite zweiten zweites zweiter",
        "dritte dritten drittes dritter",
        "vierte vierten viertes vierter",
    ],
    quarter_short: "q",
    dates: [
        "jahr, jahres, jahre, jahren",
        "halbjahr, halbjahre",
        "quartal, quartale, quartals",
        "monat, monate, monats",
        "woche, wochen",
        "tag, tage, tagen",
        "dieses, diesem, diesen, dieser, diese, aktuellen, laufenden",
        "letzten, letztes, letzte, letzter, vorigen, vergangenen, vorjahr",
        "nächsten, naechsten, nächstes, kommenden",
        "seit",
        "nach",
        "vor",
        "bis",
        "zwischen",
        "von, vom, ab",
        "bis",
        "und, oder",
        "in, im, während, waehrend",
        "des, der, im",
        "anfang, beginn",
    ],
};

const IT: Pack = Pack {
    negations: "non, senza, mai, nessun, nessuno, nessuna",
    none_words: "nessun, nessuno, nessuna, non, senza, zero, niente",
    more: "più, piu, maggiore",
    less: "meno, minore",
    than: "di, del, della, che",
    who: "chi",
    common: "il, lo, la, i, gli, le, l, un, uno, una, e, ed, o, ma, se, di, del, della, dei, delle, a, al, alla, ai, da, dal, in, nel, nella, con, su, sul, per, tra, fra, è, e, sono, era, essere, ha, hanno, ho, c, ci, io, tu, lui, lei, noi, voi, loro, mi, ti, si, mio, mia, suo, sua, nostro, che, chi, cosa, quale, quali, come, dove, quando, non, più, piu, meno, questo, questa, quello, quella, it, esiste, esistono, quanto, quanta, spesso, frequentemente, volte, cifra, cifre, importo, trimestrale, trimestrali, mensile, mensili, annuale, annuali, settimanale, giornaliero, abbiamo, avete, avuto, avuta, avuti, avute, fare, mostra, mostrami, dimmi, dammi, favore, grazie, ciao, ancora, già, gia, finora, attualmente, adesso, circa, esattamente, entrambi, entrambe, domanda, arrivati, arrivate, arrivato, arrivata, registrato, registrata, registrati, registrate, ricevuto, ricevuta, ricevuti, ricevute, presentato, presentati, presentate",
    and: "e, ed, anche",
    places: "a, in, da, di, per, presso",
    markets: "mercato, mercati, paese, paesi",
    stopwords: "il, lo, la, i, gli, le, l, un, uno, una, e, ed, o, di, del, della, dei, delle, a, al, alla, ai, da, dal, in, nel, nella, con, su, sul, per, tra, fra, è, sono, ha, hanno, c, ci, si, che, quale, quali, questo, questa, suo, sua",
    asking: "che, cosa, quale, quali, dove, chi",
    every: "tutti, tutte, tutto, ogni",
    except: "tranne, eccetto, escluso, esclusa, esclusi, escluse, senza contare, a parte",
    per: "per",
    beyond: "crescita, evoluzione, variazione, cambiamento, differenza, quota, percentuale, per cento, proporzione, tasso, tendenza, aumento, calo, diminuzione, rispetto a, confrontato con, versus, vs, top, estate, inverno, primavera, autunno, stagione, quindicina, ferie, vacanze, fine settimana, weekend, natale, pasqua",
    done: "-ato, -ata, -ati, -ate, -uto, -uta, -uti, -ute, -ito, -ita, -iti, -ite, fatto, fatti, fatta, fatte, speso, spesi, preso, presi, messo, messi, aperto, aperti",
    compare: "confronta, confrontare, confronto, paragona, paragonare, compara, comparare",
    plurals: "",
    available: "disponibile, disponibili, in magazzino, a magazzino, ha, hanno, c è, c e, ci sono",
    cost: "prezzo, prezzi, costa, costano, costo, quanto costa, quanto costano, quanto viene",
    price: "prezzo",
    operations: [
        "quanti, quante, numero di",
        "totale, somma",
        "media, medio, medie",
        "minimo, minima, più basso, piu basso",
        "massimo, massima, più alto, piu alto",
    ],
    months: [
        "gennaio gen",
        "febbraio feb",
        "marzo mar",
        "aprile apr",
        "maggio mag",
        "giugno giu",
        "luglio lug",
        "agosto ago",
        "settembre set",
        "ottobre ott",
        "novembre nov",
        "dicembre dic",
    ],
    ordinals: [
        "primo prima",
        "secondo seconda",
        "terzo terza",
        "quarto quarta",
    ],
    quarter_short: "q, t",
    dates: [
        "anno, anni",
        "semestre, semestri",
        "trimestre, trimestri",
        "mese, mesi",
        "settimana, settimane",
        "giorno, giorni",
        "questo, questa, quest, corrente, attuale, corso",
        "scorso, scorsa, ultimo, ultima, precedente",
        "prossimo, prossima",
        "da, dal, dalla, dall",
        "dopo",
        "prima",
        "fino",
        "tra, fra",
        "da, dal, dalla",
        "a, al, alla, fino",
        "e, o, oppure",
        "in, nel, nella, durante",
        "di, del, della, dell, dello, dei, degli, delle, il, l, lo, la",
        "inizio",
    ],
};

const PT: Pack = Pack {
    negations: "não, nao, sem, nunca, nenhum, nenhuma",
    none_words: "nenhum, nenhuma, não, nao, sem, zero, nada",
    more: "mais, maior",
    less: "menos, menor",
    than: "que",
    who: "quem",
    common: "o, a, os, as, um, uma, uns, umas, e, ou, mas, se, de, do, da, dos, das, em, no, na, nos, nas, por, pelo, pela, para, com, sem, sobre, é, e, são, sao, está, esta, estão, estao, foi, ser, tem, têm, há, ha, eu, tu, ele, ela, nós, nos, vós, eles, elas, me, te, lhe, meu, minha, seu, sua, nosso, que, quem, qual, quais, como, onde, quando, não, nao, mais, menos, este, esta, esse, essa, isto, isso, existe, existem, quanto, quanta, frequência, frequentemente, vezes, valor, valores, montante, trimestral, trimestrais, mensal, mensais, anual, anuais, semanal, diário, teve, tiveram, tivemos, temos, ter, houve, foram, fomos, recebemos, recebeu, receberam, mostra, mostrar, diga, diz, favor, obrigado, obrigada, olá, ola, oi, ainda, já, ja, atualmente, agora, aproximadamente, exatamente, ambos, ambas, pergunta, chegaram, entraram, registrado, registrada, registrados, registradas, recebido, recebida, recebidos, recebidas, apresentado, apresentados, apresentadas",
    and: "e, também, tambem",
    places: "em, no, na, nos, nas, de, para",
    markets: "mercado, mercados, país, pais",
    stopwords: "o, a, os, as, um, uma, uns, umas, e, ou, de, do, da, dos, das, em, no, na, nos, nas, por, pelo, pela, para, com, é, são, sao, está, esta, foi, tem, têm, há, ha, que, qual, quais, seu, sua, este, esta, esse, essa",
    asking: "que, qual, quais, onde, quem",
    every: "todos, todas, todo, cada",
    except: "exceto, excepto, salvo, sem contar, à parte, a parte, fora",
    per: "por",
    beyond: "crescimento, evolução, variação, mudança, diferença, quota, participação, percentagem, porcentagem, por cento, proporção, rácio, taxa, tendência, aumento, queda, diminuição, comparado com, em comparação com, versus, vs, top, verão, verao, inverno, primavera, outono, temporada, quinzena, férias, ferias, fim de semana, natal, páscoa, pascoa",
    done: "-ado, -ada, -ados, -adas, -ido, -ida, -idos, -idas, feito, feitos, feita, feitas, posto, postos, aberto, abertos, pago, pagos",
    compare: "comparar, compara, compare, comparação, comparacao, comparativo",
    plurals: "s, es",
    available: "disponível, disponivel, disponíveis, disponiveis, em estoque, em stock, tem, têm",
    cost: "preço, preços, preco, precos, custa, custam, custo, quanto custa, quanto custam, quanto é",
    price: "preço",
    operations: [
        "quantos, quantas, número de, numero de",
        "total, soma",
        "média, media, médio, medio",
        "mínimo, minimo, mínima, minima, menor, mais baixo",
        "máximo, maximo, máxima, maxima, maior, mais alto",
    ],
    months: [
        "janeiro jan",
        "fevereiro fev",
        "março marco mar",
        "abril abr",
        "maio mai",
        "junho jun",
        "julho jul",
        "agosto ago",
        "setembro set",
        "outubro out",
        "novembro nov",
        "dezembro dez",
    ],
    ordinals: [
        "primeiro primeira",
        "segundo segunda",
        "terceiro terceira",
        "quarto quarta",
    ],
    quarter_short: "q, t",
    dates: [
        "ano, anos",
        "semestre, semestres",
        "trimestre, trimestres",
        "mês, mes, meses",
        "semana, semanas",
        "dia, dias",
        "este, esta, atual, corrente",
        "passado, passada, último, ultimo, última, ultima, anterior",
        "próximo, proximo, próxima, proxima",
        "desde",
        "depois, após, apos",
        "antes",
        "até, ate",
        "entre",
        "de, do, da, desde",
        "a, ao, até, ate",
        "e, ou",
        "em, no, na, durante",
        "de, do, da, o, a",
        "início, inicio, começo, comeco",
    ],
};

const NL: Pack = Pack {
    negations: "niet, geen, zonder, nooit",
    none_words: "geen, niet, zonder, nul, niets",
    more: "meer, groter, hoger",
    less: "minder, kleiner, lager",
    than: "dan",
    who: "wie",
    common: "de, het, een, en, of, maar, als, in, op, aan, bij, met, naar, van, voor, uit, over, onder, om, is, zijn, was, waren, heeft, hebben, had, wordt, worden, kan, kunnen, ik, jij, je, hij, zij, ze, wij, we, jullie, u, mijn, jouw, zijn, haar, ons, onze, hun, wat, wie, welke, hoe, waar, wanneer, niet, geen, dan, ook, nog, al, er, be, bestaat, bestaan, vaak, keer, cijfer, cijfers, bedrag, driemaandelijks, maandelijks, jaarlijks, wekelijks, dagelijks, gekregen, kregen, kreeg, krijgen, ontvangen, hadden, gehad, toon, tonen, laat, zien, zeg, vertel, alsjeblieft, alstublieft, aub, graag, bedankt, dank, hallo, hoi, reeds, toe, nu, momenteel, ongeveer, precies, beide, vraag, binnengekomen, kwamen, kwam, ingediend, ingediende, ontvangen, geregistreerd",
    and: "en, ook",
    places: "in, te, bij, uit, van, voor",
    markets: "markt, markten, land, landen",
    stopwords: "de, het, een, en, of, in, op, aan, bij, met, naar, van, voor, uit, over, is, zijn, was, waren, heeft, hebben, wordt, worden, er, wat, welke, waar, hoe, die, dat, deze, dit",
    asking: "wat, welke, waar, wie",
    every: "alle, elke, ieder, iedere",
    except: "behalve, uitgezonderd, exclusief, op na",
    per: "per",
    beyond: "groei, ontwikkeling, verandering, verschil, aandeel, procent, percentage, verhouding, ratio, trend, stijging, daling, toename, afname, vergeleken met, ten opzichte van, versus, vs, top, zomer, winter, lente, voorjaar, herfst, najaar, seizoen, vakantie, weekend, kerst, pasen",
    done: "verkocht, gewerkt, gemaakt, betaald, gekocht, gebruikt, geleverd, verstuurd, gerepareerd, uitgegeven, gedaan, gemeld, geboekt, vervangen",
    compare: "vergelijk, vergelijken, vergelijking",
    plurals: "s, en",
    available: "beschikbaar, op voorraad, voorradig, heeft, hebben",
    cost: "prijs, prijzen, kost, wat kost, hoeveel kost, wat kosten",
    price: "prijs",
    operations: [
        "hoeveel, aantal",
        "totaal, som",
        "gemiddeld, gemiddelde, gem",
        "minimum, minimaal, minimale, laagste, kleinste, kortste, minste",
        "maximum, maximaal, maximale, hoogste, grootste, langste, meeste",
    ],
    months: [
        "januari jan",
        "februari feb",
        "maart mrt",
        "april apr",
        "mei",
        "juni jun",
        "juli jul",
        "augustus aug",
        "september sep sept",
        "oktober okt",
        "november nov",
        "december dec",
    ],
    ordinals: [
        "eerste",
        "tweede",
        "derde",
        "vierde",
    ],
    quarter_short: "q",
    dates: [
        "jaar, jaren",
        "halfjaar, halfjaren",
        "kwartaal, kwartalen",
        "maand, maanden",
        "week, weken",
        "dag, dagen",
        "dit, deze, huidige",
        "vorig, vorige, afgelopen, laatste",
        "volgend, volgende, komende",
        "sinds, vanaf",
        "na",
        "voor",
        "tot",
        "tussen",
        "van, vanaf",
        "tot",
        "en",
        "in, tijdens",
        "van, het, de",
        "begin",
    ],
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn languages_are_detected_from_a_configurations_own_words() {
        let spanish = "calculate = (?i)^cu(a|á)nt[oa]s\ncount = cuantos, cuántas\nminimum = menos, mínimo\nnegations = sin, no\nasking_words = qué, cuál, quién";
        assert_eq!(detected(spanish), vec!["es"]);
        let demo = std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/atlas/corpus.conf"),
        )
        .unwrap();
        assert!(
            detected(&demo).contains(&"fr".to_string()),
            "{:?}",
            detected(&demo)
        );
        assert!(!detected(&demo).contains(&"de".to_string()));
        // English words that are short Italian ones ("i", "c", "come") say nothing.
        assert!(!detected(&demo).contains(&"it".to_string()));
        assert!(detected("list = (?i)^list\ncount = how many").is_empty());
    }

    #[test]
    fn every_language_has_a_pack_with_every_field() {
        for l in LANGUAGES {
            let p = pack(l).unwrap();
            for (name, field) in [
                ("negations", p.negations),
                ("none_words", p.none_words),
                ("more", p.more),
                ("less", p.less),
                ("than", p.than),
                ("who", p.who),
                ("common", p.common),
                ("and", p.and),
                ("places", p.places),
                ("markets", p.markets),
            ] {
                assert!(!field.trim().is_empty(), "{l} {name}");
                assert!(
                    field.split(',').all(|w| {
                        let w = w.trim();
                        !w.is_empty() && w == w.to_lowercase()
                    }),
                    "{l} {name}: lower case words, comma separated"
                );
            }
        }
        assert!(pack("xx").is_none());
    }

    /// The market codes that are everyday words in the packs' languages are in their common
    /// words: typed in lower case, they are read as the word.
    #[test]
    fn codes_that_are_words_are_common_words() {
        let all: Vec<String> = LANGUAGES.iter().map(|l| l.to_string()).collect();
        let common = words(&all, |p| p.common);
        for code in [
            "no", "es", "it", "at", "de", "in", "us", "be", "se", "la", "ma", "do",
        ] {
            assert!(common.iter().any(|w| w == code), "{code}");
        }
        // Codes that are no word of any pack's language are read as codes in lower case too:
        // "quantas reclamações no pt" counts Portugal's.
        for code in ["pt", "nl", "fr", "ch", "pl"] {
            assert!(!common.iter().any(|w| w == code), "{code}");
        }
    }
}
